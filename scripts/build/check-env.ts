/**
 * Runs before the Netlify build: a production deploy without a usable JWT_SECRET stops here with a
 * clear message, instead of going live with a sign-in that cannot work (DESIGN section 6).
 */
import { ConfigurationError, readJwtSecret } from '../../src/server/env.server';

const context = process.env.CONTEXT;
if (context === 'production' || context === 'deploy-preview' || context === 'branch-deploy') {
  try {
    readJwtSecret();
    console.log('JWT_SECRET is set.');
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(`Build stopped: ${error.message}`);
    process.exit(1);
  }
}
