import jax.numpy as jnp
import numpy as np

from geometry import Source
from insar import mogi_los

rng = np.random.default_rng(145)
g = jnp.linspace(-10, 10, 64)
px, py = jnp.meshgrid(g, g)
look = jnp.array([0.38, -0.09, 0.92])


def make_source(x, y, depth):
    return Source(*(jnp.float32(v) for v in (x, y, depth)))


best = mogi_los(make_source(0, 0, 4), jnp.float32(1.0), px, py, look)
for trial in range(4):
    cand = make_source(rng.uniform(-3, 3), rng.uniform(-3, 3), rng.uniform(2, 6))
    print(trial, round(float(jnp.abs(mogi_los(cand, jnp.float32(1.0), px, py, look) - best).mean()), 5))
