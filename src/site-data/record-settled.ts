/**
 * Set on `<html>` once the app holds the record the service answered (or knows it cannot get
 * one): until then a form's relay may be the build's, which the owner may have replaced since.
 * The entry holds a click that sends a form until it is set (app/start-on-demand.ts).
 */
export const RECORD_SETTLED_ATTR = 'data-record-settled';
