import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp

N_BANDS = 8


@eqx.filter_jit
def band_indices(spec, n_bands):
    bands = spec.reshape(n_bands, -1, spec.shape[1]).mean(axis=1)
    p = bands.mean(axis=1) / bands.mean(axis=1).sum()
    return -jnp.sum(p * jnp.log(p + 1e-12)) / jnp.log(n_bands)


rng = np.random.default_rng(0)
for day in range(2):
    for site in ["A01", "A02", "B01", "B02", "C01"]:
        spec = rng.gamma(2.0, size=(128, 300)).astype(np.float32)
        print(day, site, round(float(band_indices(spec, N_BANDS)), 4))
