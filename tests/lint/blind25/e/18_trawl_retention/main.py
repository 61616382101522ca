from functools import partial
import numpy as np
import jax
import jax.numpy as jnp
from config import TrawlGear, GEAR_SETTINGS

@partial(jax.jit, static_argnames=("gear",))
def retained_fraction(lengths, counts, gear):
    l50 = gear.l50_factor * gear.mesh_mm / 10.0 * 10.0
    sel = 1.0 / (1.0 + jnp.exp(-(lengths - l50) / 3.0))
    return jnp.sum(counts * sel) / jnp.sum(counts)

rng = np.random.default_rng(5)
for tow in range(6):
    lengths = rng.uniform(15, 60, 80).astype(np.float32)
    counts = rng.poisson(5, 80).astype(np.float32)
    gear = TrawlGear(**GEAR_SETTINGS)
    print("tow", tow, round(float(retained_fraction(lengths, counts, gear=gear)), 3))
