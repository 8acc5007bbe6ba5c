/** Admin-editable page content served by /v1/api/page/... (SPEC section 3). */
export interface BoardMember {
  title: string;
  name: string;
  email: string;
  image: string;
}

export interface VolunteerActivity {
  name: string;
  value: string;
}
