import jax.numpy as jnp
import numpy as np
from settings import SETTINGS
from train import run

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(200, 32)).astype(np.float32))
y = jnp.asarray(rng.integers(0, 8, size=200))
for r in SETTINGS["runs"]:
    print(r, run(r, SETTINGS["steps"], x, y))
