import numpy as np
import jax
import jax.numpy as jnp

MAX_KEEP = 128


@jax.jit
def top_detections(peak_freqs, snr, min_snr):
    keep = snr > min_snr
    idx = jnp.nonzero(keep, size=MAX_KEEP, fill_value=-1)[0]
    n = keep.sum()
    mean_freq = jnp.sum(jnp.where(keep, peak_freqs, 0.0)) / jnp.maximum(n, 1)
    return idx, n, mean_freq


rng = np.random.default_rng(22)
for night in range(6):
    peak = rng.uniform(20, 60, size=400).astype(np.float32)
    snr = rng.normal(6, 3, size=400).astype(np.float32)
    idx, n, mf = top_detections(peak, snr, 8.0)
    kept = np.asarray(idx)[: min(int(n), MAX_KEEP)]
    print(night, int(n), len(kept), round(float(mf), 2))
