import numpy as np
import jax.numpy as jnp
from hcr import advised_catch

rng = np.random.default_rng(40)
ssb = 800.0
for year in range(2015, 2023):
    rule = year >= 2018
    c = advised_catch(jnp.float32(ssb), jnp.float32(600.0), jnp.float32(0.25), jnp.asarray(rule))
    ssb = float(max(ssb * 1.3 - float(c) + rng.normal(0, 40), 50.0))
    print(year, "hockey" if rule else "constF", round(float(c), 1))
