import { useTitle } from './admin-routes';

/** Stands in for an admin tool until its feature arrives; the route, title and scope rules are real. */
export function ToolPlaceholder({ title, heading }: { title: string; heading: string }) {
  useTitle(title);
  return (
    <section className="admin-screen">
      <h1>{heading}</h1>
      <p>This tool is being built.</p>
    </section>
  );
}
