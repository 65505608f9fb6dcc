/** React Router wants the basename without a trailing slash (`/site`), and `/` for the root. */
export function routerBasename(basePath: string): string {
  return basePath === '/' ? '/' : basePath.replace(/\/+$/, '');
}
