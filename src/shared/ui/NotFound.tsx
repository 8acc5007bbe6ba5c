import './not-found.css';

/** The not-found content (SPEC, Not found), for the 404 page and for unknown items on data pages. */
export function NotFound() {
  return (
    <section className="container not-found">
      <h1 className="not-found__code">404</h1>
      <p>Sorry this page was not found.</p>
      <a className="button" href="/">
        Go to the home page
      </a>
    </section>
  );
}
