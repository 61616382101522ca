import functools

import jax
import jax.numpy as jnp
import numpy as np

from extinction import R_BAND


@functools.partial(jax.jit, static_argnames=("bands",))
def deredden(mags, ebv, bands):
    r = jnp.array([R_BAND[b] for b in bands])
    return mags - r * ebv


def source_photometry(seed=0):
    """Per-source photometry as delivered by the cross-matched surveys."""
    rng = np.random.default_rng(seed)
    rows = [
        {"g": 18.1, "r": 17.6, "i": 17.4},
        {"r": 19.0, "g": 19.4, "i": 18.8},
        {"g": 17.2, "r": 16.9, "i": 16.7},
        {"i": 20.1, "r": 20.3, "g": 20.9},
        {"r": 18.5, "i": 18.2, "g": 18.9},
    ]
    for row in rows:
        yield row, float(rng.uniform(0.01, 0.2))


if __name__ == "__main__":
    for row, ebv in source_photometry():
        bands = tuple(b for b in R_BAND if b in row)
        mags = jnp.array([row[b] for b in bands])
        m0 = deredden(mags, ebv, bands=bands)
        print(dict(zip(bands, np.round(np.asarray(m0), 3).tolist())))
