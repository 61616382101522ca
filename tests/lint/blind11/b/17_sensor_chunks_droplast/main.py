import jax
import jax.numpy as jnp
from data import load_readings, chunks


@jax.jit
def log_likelihood(params, block):
    amp, freq = params
    pred = amp * jnp.sin(freq * block[:, 0])
    return -0.5 * jnp.sum((pred - block[:, 1]) ** 2) / 0.01


params = jnp.array([1.8, 1.2])
readings = load_readings(50)
for sweep in range(4):
    total = 0.0
    for block in chunks(readings, 16):
        total += float(log_likelihood(params, block))
    params = params + 0.05
    print(sweep, total)
