import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { $sessionUser, restoreSession } from '../../client/session';
import { Toaster } from '../shared/Toaster';
import { AdminLanding } from './AdminLanding';
import { AdminLayout } from './AdminLayout';
import { FormationTool } from './formations/FormationTool';
import { LoginPage } from './LoginPage';
import { RequireScope } from './RequireScope';
import { ToolPlaceholder } from './ToolPlaceholder';
import './admin.css';

/** Scroll returns to the top on every path change (SPEC section 2). */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/**
 * The admin area under /access (SPEC section 2, Admin layout). With nobody signed in every /access route
 * shows the login page; each tool route needs its scope.
 */
export default function AdminApp() {
  const [ready, setReady] = useState(false);
  const user = useStore($sessionUser);
  useEffect(() => {
    restoreSession();
    setReady(true);
  }, []);

  if (!ready) return null;
  return (
    <>
      <ScrollToTop />
      <Toaster />
      {!user ? (
        <LoginPage />
      ) : (
        <Switch>
          <Route path="/access/login" component={LoginPage} />
          <Route>
            <AdminLayout user={user}>
              <Switch>
                <Route path="/access/events">
                  <RequireScope scopes={['events']}>
                    <ToolPlaceholder title="Admin Calendar Tool" heading="Events Manager" />
                  </RequireScope>
                </Route>
                <Route path="/access/committees">
                  <RequireScope scopes={['formations']}>
                    <FormationTool type="committee" />
                  </RequireScope>
                </Route>
                <Route path="/access/grades">
                  <RequireScope scopes={['formations']}>
                    <FormationTool type="grade" />
                  </RequireScope>
                </Route>
                <Route path="/access/forms">
                  <RequireScope scopes={['forms']}>
                    <ToolPlaceholder title="Admin Page" heading={`Welcome ${user.name}`} />
                  </RequireScope>
                </Route>
                <Route>
                  <AdminLanding user={user} />
                </Route>
              </Switch>
            </AdminLayout>
          </Route>
        </Switch>
      )}
    </>
  );
}
