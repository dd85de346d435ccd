import type { Params, RouteMatch, RouteObject } from './route-object.js';

interface Pattern {
  regex: RegExp;
  names: string[];
}

interface Level {
  route: RouteObject;
  relativePath: string;
  /** Compiled on first use; a level ends some branches and leads into others. */
  patterns: { end?: Pattern; prefix?: Pattern };
}

/** One way down the route tree that can match an address on its own. */
export interface Branch {
  levels: Level[];
  score: number;
  siblingIndexes: number[];
}

const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

const PARAM_SEGMENT = /^:[\w-]+$/;

/** react-router's ranking: static segments beat dynamic ones, which beat splats; index routes win ties. */
function score(path: string, isIndex: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (isIndex ? 2 : 0);
  for (const segment of segments) {
    if (segment !== '*') total += PARAM_SEGMENT.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function flatten(
  routes: RouteObject[],
  branches: Branch[],
  parents: Level[],
  parentPath: string,
  indexes: number[],
) {
  routes.forEach((route, index) => {
    let relativePath = route.path ?? '';
    // An absolute child path repeats its parent's: only the rest is matched at this level.
    if (relativePath.startsWith('/') && parentPath)
      relativePath = relativePath.slice(parentPath.length);
    const path = joinPaths([parentPath, relativePath]);
    const levels = [...parents, { route, relativePath, patterns: {} }];
    const siblingIndexes = [...indexes, index];
    if (route.children?.length) flatten(route.children, branches, levels, path, siblingIndexes);
    // A route without a path is a layout: it matches only through its children.
    if (route.path == null && !route.index) return;
    branches.push({ levels, score: score(path, route.index === true), siblingIndexes });
  });
}

function isSiblingOf(a: number[], b: number[]): boolean {
  return a.length === b.length && a.slice(0, -1).every((value, i) => value === b[i]);
}

/** The route tree as a list of branches, best first; equal scores keep sibling order. */
export function rankBranches(routes: RouteObject[]): Branch[] {
  const branches: Branch[] = [];
  flatten(routes, branches, [], '', []);
  return branches.sort((a, b) =>
    a.score !== b.score
      ? b.score - a.score
      : isSiblingOf(a.siblingIndexes, b.siblingIndexes)
        ? a.siblingIndexes.at(-1)! - b.siblingIndexes.at(-1)!
        : 0,
  );
}

function compile(path: string, end: boolean, caseSensitive: boolean): Pattern {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  return { regex: new RegExp(source, caseSensitive ? undefined : 'i'), names };
}

const trimTrailingSlashes = (path: string) => path.replace(/(.)\/+$/, '$1');

function matchLevel(level: Level, pathname: string, end: boolean) {
  const pattern = (level.patterns[end ? 'end' : 'prefix'] ??= compile(
    level.relativePath,
    end,
    level.route.caseSensitive === true,
  ));
  const match = pattern.regex.exec(pathname);
  if (!match) return null;
  const matched = match[0];
  let base = trimTrailingSlashes(matched);
  const params: Record<string, string> = {};
  pattern.names.forEach((name, i) => {
    const value = match[i + 1] ?? '';
    if (name === '*') base = trimTrailingSlashes(matched.slice(0, matched.length - value.length));
    params[name] = value.replace(/%2F/g, '/');
  });
  return { params, pathname: matched, base };
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Record<string, string | undefined> = {};
  const matches: RouteMatch[] = [];
  let matchedPath = '/';
  for (const [i, level] of branch.levels.entries()) {
    const rest = matchedPath === '/' ? pathname : pathname.slice(matchedPath.length) || '/';
    const match = matchLevel(level, rest, i === branch.levels.length - 1);
    if (!match) return null;
    Object.assign(params, match.params);
    matches.push({
      route: level.route,
      params: params as Params,
      pathname: joinPaths([matchedPath, match.pathname]),
    });
    if (match.base !== '/') matchedPath = joinPaths([matchedPath, match.base]);
  }
  return matches;
}

/** Each segment decoded, with an encoded slash kept encoded so it cannot split a segment. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The routes an address renders, outermost first, or null when no route matches it. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatch[] | null {
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}
