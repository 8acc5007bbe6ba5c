import { IslandLoading } from '../../shared/ui/IslandLoading';
import { useFormsText } from './forms-text-context';

/** Grey blocks in the shape of the forms (tab bar, a few fields, the buttons) while they load. */
export function FormsLoading() {
  const { loading } = useFormsText();
  return (
    <div className="volunteer-forms">
      <IslandLoading label={loading.label} part={loading.part} className="forms-loading">
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
