import jax
import jax.numpy as jnp
import numpy as np
from sources import SOURCES

@jax.jit
def vacancy_rate(flags, units):
    vac = flags * units
    return vac.sum() / units.sum()

rng = np.random.default_rng(1)
units = rng.integers(1, 12, 400).astype(np.float32)
for quarter in range(4):
    for name, source in SOURCES.items():
        print(quarter, name, round(float(vacancy_rate(source(rng), units)), 4))
