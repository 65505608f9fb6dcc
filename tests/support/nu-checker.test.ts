// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeNuError, nuErrors, type NuMessage } from './nu-checker';

const PAGE = 'file:/site/find-us-on/index.html';
const at = (message: string, type = 'error'): NuMessage => ({ type, url: PAGE, lastLine: 37, firstColumn: 120, message });

// Messages as vnu 26.9 prints them with --format json --asciiquotes.
const DIV_IN_BUTTON = "Element 'div' not allowed as child of element 'button' in this context. (Suppressing further errors from this subtree.)";
const STREET_ADDRESS = "Bad value 'street-address' for attribute 'autocomplete' on element 'input': The autofill field name 'street-address' is not allowed in this context.";
const ELEMENT_TIMING = "Attribute 'elementtiming' not allowed on element 'img' at this point.";
const CONTAINER_TYPE = "CSS: 'container-type': Property 'container-type' doesn't exist.";
const CQI_ROWS = "CSS: 'grid-auto-rows': Parse Error.";

describe('nuErrors', () => {
  it('keeps the errors a page must not have and leaves out only the ones accepted on purpose', () => {
    const report = { messages: [at(CONTAINER_TYPE), at(DIV_IN_BUTTON), at(STREET_ADDRESS), at(ELEMENT_TIMING), at(CQI_ROWS)] };
    expect(nuErrors(report).map((m) => m.message)).toEqual([DIV_IN_BUTTON, STREET_ADDRESS]);
  });

  it('accepts the elementtiming attribute exactly, not another attribute or a bad value of it', () => {
    const near = [
      "Attribute 'elementtimings' not allowed on element 'img' at this point.",
      "Attribute 'elementtiming' not allowed on element 'img' at this point. Also something else.",
      "Bad value '' for attribute 'elementtiming' on element 'img'.",
      "CSS: 'grid-template-rows': Parse Error.",
      "CSS: 'container-name': Property 'container-name' doesn't exist.",
    ];
    expect(nuErrors({ messages: near.map((m) => at(m)) }).map((m) => m.message)).toEqual(near);
    // The same message with the checker's default typographic quotes is still the accepted one.
    expect(nuErrors({ messages: [at('Attribute “elementtiming” not allowed on element “div” at this point.')] })).toEqual([]);
  });

  it('counts a file the checker could not read as an error, and ignores warnings and info', () => {
    const report = { messages: [at('Cannot read file', 'non-document-error'), at('Consider adding a lang attribute', 'info'), at('Section lacks heading', 'warning')] };
    expect(nuErrors(report).map((m) => m.type)).toEqual(['non-document-error']);
  });

  it('refuses output that is not a report, so a broken run cannot pass as clean', () => {
    expect(() => nuErrors('StackOverflowError while evaluating HTML schema.')).toThrow(/not a vnu JSON report/);
    expect(() => nuErrors(null)).toThrow(/not a vnu JSON report/);
  });
});

describe('describeNuError', () => {
  it('names the page inside the build, the line and column, the message and where it is', () => {
    const line = describeNuError({ ...at(DIV_IN_BUTTON), extract: '="button"><div>Call</' }, '/site');
    expect(line).toBe(`find-us-on/index.html:37:120 ${DIV_IN_BUTTON}\n    ="button"><div>Call</`);
  });
});
