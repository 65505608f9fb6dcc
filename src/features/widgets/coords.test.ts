import { describe, expect, it } from 'vitest';
import { cityFromAddress, coordsFromMapsUrl } from './coords';

describe('coordsFromMapsUrl', () => {
  it('reads the embed form (!2d lng !3d lat)', () => {
    const url =
      'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d13789.5!2d-97.7857!3d30.2385!2m3!1f0!2f0!3f0!3m2!1i1024';
    expect(coordsFromMapsUrl(url)).toEqual({ lat: 30.2385, lng: -97.7857 });
  });

  it('reads the place form @lat,lng', () => {
    expect(coordsFromMapsUrl('https://www.google.com/maps/place/Foo/@45.5231,-122.6765,15z')).toEqual({ lat: 45.5231, lng: -122.6765 });
  });

  it('reads q=lat,lng, also URL-encoded', () => {
    expect(coordsFromMapsUrl('https://maps.google.com/?q=40.7128,-74.006')).toEqual({ lat: 40.7128, lng: -74.006 });
    expect(coordsFromMapsUrl('https://maps.google.com/?q=40.7128%2C-74.006')).toEqual({ lat: 40.7128, lng: -74.006 });
  });

  it('returns undefined without coordinates or with impossible ones', () => {
    expect(coordsFromMapsUrl(undefined)).toBeUndefined();
    expect(coordsFromMapsUrl('https://www.google.com/maps/embed?pb=!1m14!1m8!1m3!1d1!2s0x0')).toBeUndefined();
    expect(coordsFromMapsUrl('https://maps.google.com/?q=Austin+TX')).toBeUndefined();
    expect(coordsFromMapsUrl('https://maps.google.com/?q=140.1,-74')).toBeUndefined();
  });
});

describe('cityFromAddress', () => {
  it('takes the city part of a US address', () => {
    expect(cityFromAddress('4100 S Lamar Blvd, Austin, TX 78704')).toBe('Austin');
    expect(cityFromAddress('12 Oak St, Portland, OR, 97201, USA')).toBe('Portland');
    expect(cityFromAddress('Salem, OR')).toBe('Salem');
    expect(cityFromAddress('Eugene 97401')).toBe('Eugene');
    expect(cityFromAddress('')).toBe('');
  });
});
