import { IslandLoading } from '../../shared/ui/IslandLoading';

/** Grey blocks in the shape of the forms (tab bar, a few fields, the buttons) while they load. */
export function FormsLoading() {
  return (
    <div className="volunteer-forms">
      <IslandLoading label="Loading the forms" part="The Volunteer Form" className="forms-loading">
        <div className="forms-loading__shape" aria-hidden="true">
          <span className="skeleton forms-loading__tabs" />
          <span className="skeleton forms-loading__field" />
          <span className="skeleton forms-loading__field" />
          <span className="skeleton forms-loading__field forms-loading__field--wide" />
          <span className="skeleton forms-loading__field forms-loading__field--wide" />
        </div>
      </IslandLoading>
    </div>
  );
}
