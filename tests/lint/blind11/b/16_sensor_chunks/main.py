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
for size in (16, 12, 7):
    total = 0.0
    for block in chunks(readings, size):
        total += float(log_likelihood(params, block))
    print(size, total)
