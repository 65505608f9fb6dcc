import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { readSignatureAssets, SIGNATURE_ASSETS_FILE, type SignatureAssets } from '../../contract/signature-assets';
import { track } from '../../events/track';
import { useConfig } from '../../hooks/use-config';
import { reviewKit } from '../../i18n/review-kit';
import { useStrings } from '../../i18n/use-strings';
import { language } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { buildSignature, type Signature } from './signature';
import { siteUrlFrom } from './site-url';

/** The build's list of the signature's images (precached); none (an old build, a fetch that failed) gives a signature without them. */
async function loadAssets(basePath: string): Promise<SignatureAssets> {
  try {
    const res = await fetch(`${basePath}${SIGNATURE_ASSETS_FILE}`);
    return (res.ok && readSignatureAssets(await res.json())) || { icons: {} };
  } catch {
    return { icons: {} };
  }
}

/** Both forms on the clipboard: the HTML for mail apps that paste rich text, the text for the rest. */
async function copySignature(sig: Signature): Promise<boolean> {
  try {
    const item = new ClipboardItem({ 'text/html': new Blob([sig.html], { type: 'text/html' }), 'text/plain': new Blob([sig.text], { type: 'text/plain' }) });
    await navigator.clipboard.write([item]);
    return true;
  } catch {
    return false;
  }
}

/**
 * The email signature: a preview as a mail app will show it, and Copy. Shown only
 * when the build has the site's public address (card-tools.tsx): the images are its files.
 */
export default function SignatureDialog({ onClose }: { onClose(): void }) {
  const data = useSiteData();
  const s = useStrings();
  const r = reviewKit[language(data)];
  const [sig, setSig] = useState<Signature | undefined>();
  const [status, setStatus] = useState<'copied' | 'failed' | undefined>();
  const { siteUrl, basePath } = useConfig();
  useEffect(() => {
    let alive = true;
    const home = siteUrlFrom(siteUrl, basePath);
    void loadAssets(basePath).then((assets) => alive && setSig(buildSignature(data, home, assets, r)));
    return () => {
      alive = false;
    };
  }, [data, r, siteUrl, basePath]);
  const copy = async () => {
    if (!sig) return;
    const ok = await copySignature(sig);
    setStatus(ok ? 'copied' : 'failed');
    if (ok) track('signature-copy');
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="signature-title" aria-describedby="signature-hint" maxWidth="md" fullWidth>
      <DialogTitle id="signature-title">{r.signatureTitle}</DialogTitle>
      <DialogContent>
        <Typography id="signature-hint" sx={{ mb: 2 }}>
          {r.signatureHint}
        </Typography>
        {/* Our own markup, every value escaped (signature.ts): shown as the mail app will show it. */}
        <Box
          role="figure"
          aria-label={r.signaturePreview}
          data-testid="signature-preview"
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', overflowX: 'auto', minHeight: 96 }}
          dangerouslySetInnerHTML={sig ? { __html: sig.html } : undefined}
        />
        <Typography role="status" sx={{ mt: 1.5, minHeight: '1.5em', fontWeight: 600 }}>
          {status === 'copied' ? r.signatureCopied : status === 'failed' ? r.signatureFailed : ''}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{s.common.close}</Button>
        <Button variant="contained" onClick={() => void copy()} disabled={!sig} startIcon={<ContentCopy />}>
          {r.copySignature}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
