/**
 * The demo identity provider's sign-in page: a plain form, no script and no inline style, so it
 * works under a strict policy. Errors are announced and tied to the fields. The provider is another
 * site than the portal, so the page stands alone (none of the portal's styles or assets).
 */
import { escapeHtml } from '../../../http/html';

export function loginPage(options: { uid: string; username?: string; failed?: boolean; providerName: string }): string {
  const uid = encodeURIComponent(options.uid);
  const error = options.failed ? '<p id="login-error" role="alert">The username or password is not right. Please try again.</p>\n' : '';
  const invalid = options.failed ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – ${escapeHtml(options.providerName)} work account</title>
</head>
<body>
<main>
<h1>Sign in with your work account</h1>
<p>${escapeHtml(options.providerName)} staff directory (demo identity provider).</p>
${error}<form method="post" action="/oidc/interaction/${uid}/login">
<p><label for="username">Work e-mail</label><br>
<input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(options.username ?? '')}"${invalid}></p>
<p><label for="password">Password</label><br>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}></p>
<p><button type="submit">Sign in</button> <a href="/oidc/interaction/${uid}/abort">Cancel</a></p>
</form>
</main>
</body>
</html>
`;
}
