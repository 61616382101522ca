import numpy as np
import jax.numpy as jnp
from development import hatch_fraction
from experiment import TEMPERATURES, SAMPLE_DAYS

rng = np.random.default_rng(126)
ages = jnp.asarray(rng.uniform(0, SAMPLE_DAYS, 200), dtype=jnp.float32)
for t in TEMPERATURES:
    print(f"{t:4.1f} C  hatched {float(hatch_fraction(ages, t, jnp.float32(400.0))):.3f}")
