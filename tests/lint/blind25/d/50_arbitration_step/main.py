import jax.numpy as jnp
import numpy as np
from sweep import run_config

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(256, 30)).astype(np.float32))
y = jnp.asarray((rng.random(256) < 0.05).astype(np.float32))
for alpha in [0.25, 0.5, 0.75, 0.9]:
    print(alpha, run_config(alpha, x, y, jnp.zeros(30)))
