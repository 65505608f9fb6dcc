import { describe, expect, it, vi } from 'vitest';
import { shareUrl } from './share';

const data = { title: 'Acme', url: 'https://acme.example/digitalcard' };

describe('share', () => {
  it('uses the Web Share API when the device has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareUrl({ share, writeText }, data)).toEqual({ kind: 'shared' });
    expect(share).toHaveBeenCalledWith({ title: 'Acme', url: data.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(Object.assign(new Error('cancel'), { name: 'AbortError' }));
    const writeText = vi.fn();
    expect(await shareUrl({ share, writeText }, data)).toEqual({ kind: 'cancelled' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet (or it fails)', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareUrl({ writeText }, data)).toEqual({ kind: 'copied' });
    expect(writeText).toHaveBeenCalledWith(data.url);
    const share = vi.fn().mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    expect(await shareUrl({ share, writeText }, data)).toEqual({ kind: 'copied' });
  });

  it('reports failure when the clipboard refuses, so the page can show the URL', async () => {
    expect(await shareUrl({ writeText: vi.fn().mockRejectedValue(new Error('denied')) }, data)).toEqual({ kind: 'failed' });
    expect(await shareUrl({}, data)).toEqual({ kind: 'failed' });
  });

  describe('the .vcf file itself', () => {
    const file = new File(['BEGIN:VCARD'], 'acme.vcf', { type: 'text/vcard' });

    it('is shared when the device can share files', async () => {
      const share = vi.fn().mockResolvedValue(undefined);
      const canShare = vi.fn().mockReturnValue(true);
      expect(await shareUrl({ share, canShare }, { ...data, files: [file] })).toEqual({ kind: 'shared' });
      expect(share).toHaveBeenCalledTimes(1);
      expect(share).toHaveBeenCalledWith({ title: 'Acme', files: [file] });
    });

    it('falls back to the link where files cannot be shared, or the file share fails', async () => {
      const share = vi.fn().mockResolvedValue(undefined);
      expect(await shareUrl({ share, canShare: () => false }, { ...data, files: [file] })).toEqual({ kind: 'shared' });
      expect(share).toHaveBeenLastCalledWith({ title: 'Acme', url: data.url });
      const flaky = vi.fn().mockRejectedValueOnce(Object.assign(new Error('no'), { name: 'NotAllowedError' })).mockResolvedValue(undefined);
      expect(await shareUrl({ share: flaky, canShare: () => true }, { ...data, files: [file] })).toEqual({ kind: 'shared' });
      expect(flaky).toHaveBeenLastCalledWith({ title: 'Acme', url: data.url });
      const throwing = vi.fn().mockResolvedValue(undefined);
      const canShare = () => {
        throw new TypeError('bad');
      };
      expect(await shareUrl({ share: throwing, canShare }, { ...data, files: [file] })).toEqual({ kind: 'shared' });
      expect(throwing).toHaveBeenCalledWith({ title: 'Acme', url: data.url });
    });
  });
});
