/** Admin-editable page content served by /v1/api/page/... (SPEC section 3). */
export interface BoardMember {
  title: string;
  /** The title's Spanish version for the Spanish site ('' for none: the English shows; docs/decisions/070). */
  title_es: string;
  name: string;
  email: string;
  image: string;
}

export interface VolunteerActivity {
  name: string;
  /** Its Spanish name for the Spanish site, where it has one (docs/decisions/093). */
  name_es?: string;
  value: string;
}
