import jax
import jax.numpy as jnp
import numpy as np

FRAME, HOP = 256, 128
WINDOW = 4096  # ~0.5 s at 8 kHz


def init_embedder(key, n_bins=FRAME // 2 + 1, dim=16):
    return {"proj": jax.random.normal(key, (n_bins, dim)) / jnp.sqrt(n_bins)}


def to_windows(segment):
    """Split a segment into WINDOW-sample pieces; the last piece is zero-padded and masked."""
    n_win = max(1, -(-len(segment) // WINDOW))
    buf = np.zeros(n_win * WINDOW, np.float32)
    buf[: len(segment)] = segment
    mask = np.zeros(n_win * WINDOW, np.float32)
    mask[: len(segment)] = 1.0
    return buf.reshape(n_win, WINDOW), mask.reshape(n_win, WINDOW)


@jax.jit
def embed_window(params, window, mask):
    n = 1 + (WINDOW - FRAME) // HOP
    idx = jnp.arange(FRAME)[None, :] + HOP * jnp.arange(n)[:, None]
    spec = jnp.log1p(jnp.abs(jnp.fft.rfft(window[idx] * jnp.hanning(FRAME), axis=-1)))
    frame_mask = mask[idx].min(axis=1)
    emb = jnp.sum(jnp.tanh(spec @ params["proj"]) * frame_mask[:, None], 0) / jnp.maximum(frame_mask.sum(), 1.0)
    return emb, frame_mask.sum()
