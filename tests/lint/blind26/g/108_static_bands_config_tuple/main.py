from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

SETTINGS = {"bands_khz": [[1, 2], [2, 4], [4, 8]]}


def bands_from_settings(settings):
    return tuple((lo * 1000, hi * 1000) for lo, hi in settings["bands_khz"])


@partial(jax.jit, static_argnames=("bands",))
def band_levels(spec, freqs, bands):
    out = []
    for lo, hi in bands:
        sel = (freqs >= lo) & (freqs < hi)
        out.append(jnp.sum(jnp.where(sel[:, None], spec, 0.0)) / (sel.sum() * spec.shape[1]))
    return 10 * jnp.log10(jnp.stack(out))


freqs = np.linspace(0, 11025, 257).astype(np.float32)
rng = np.random.default_rng(1)
for night in range(6):
    spec = rng.gamma(2.0, size=(257, 200)).astype(np.float32)
    print(night, np.round(np.asarray(band_levels(spec, freqs, bands=bands_from_settings(SETTINGS))), 2))
