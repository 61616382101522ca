from functools import partial

import jax
import jax.numpy as jnp

# expected song band (Hz) per species
BANDS = {
    "Turdus merula": (1500.0, 4000.0),
    "Erithacus rubecula": (2000.0, 8000.0),
    "Troglodytes troglodytes": (3000.0, 9000.0),
    "Fringilla coelebs": (2000.0, 7000.0),
}


@partial(jax.jit, static_argnames=("species",))
def band_energy_ratio(power, freqs, species):
    lo, hi = BANDS[species]
    inband = (freqs >= lo) & (freqs <= hi)
    return jnp.sum(jnp.where(inband, power, 0.0), axis=-1) / (power.sum(-1) + 1e-9)
