import jax
import jax.numpy as jnp
import numpy as np

from sources import SOURCES


@jax.jit
def update_blend(running, weight_sum, raw, scale, weight):
    mm = raw * scale
    return running + weight * jnp.log1p(mm), weight_sum + weight


rng = np.random.default_rng(0)
shape = (20, 30)
for day in range(3):
    running = jnp.zeros(shape)
    weight_sum = jnp.zeros(())
    for src in SOURCES:
        raw, scale = src.read(rng, shape)
        raw = np.asarray(raw, dtype=np.float32)
        running, weight_sum = update_blend(running, weight_sum, raw, scale, 0.5)
    print(day, float(jnp.expm1(running / weight_sum).mean()))
