import numpy as np
import jax
import jax.numpy as jnp

SITE_THRESH = {"ridge": np.float32(14.0), "valley": np.float32(11.5)}


@jax.jit
def count_calls(energy_db, thresh):
    above = energy_db > thresh
    return jnp.sum(above[1:] & ~above[:-1])


def site_threshold(site, energy):
    if site in SITE_THRESH:
        return SITE_THRESH[site]
    return np.median(energy) + 2 * energy.std()


rng = np.random.default_rng(12)
for site in ["ridge", "valley", "stream", "ridge", "forest"]:
    energy = (10 + 3 * rng.standard_normal(2000)).astype(np.float32)
    print(site, int(count_calls(energy, site_threshold(site, energy))))
