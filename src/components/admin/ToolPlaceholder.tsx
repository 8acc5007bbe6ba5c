/** Stands in for an admin tool until its feature arrives; the route, title and scope rules are real. */
export function ToolPlaceholder({ heading }: { heading: string }) {
  return (
    <section className="admin-screen">
      <h1>{heading}</h1>
      <p>This tool is being built.</p>
    </section>
  );
}
