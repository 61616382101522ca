import numpy as np
import jax.numpy as jnp
from flax import nnx

from model import PeriodNet
from calibrate import sweep

rng = np.random.default_rng(1)
x = jnp.asarray(rng.normal(size=(150, 9)).astype(np.float32))
y = jnp.asarray(rng.integers(0, 4, size=150))
model = PeriodNet(9, 4, nnx.Rngs(3))
grid = [0.5, 0.8, 1.0, 1.3, 1.8, 2.5]
scores = sweep(model, x, y, grid)
print("best T", grid[int(np.argmin(scores))])
