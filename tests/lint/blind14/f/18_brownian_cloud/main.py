import jax
import jax.numpy as jnp
from data import initial_positions


@jax.jit
def drift(pos, key, sigma):
    return pos + sigma * jax.random.normal(key, pos.shape)


key = jax.random.PRNGKey(0)
pos = initial_positions(8)
for _ in range(5):
    key, sub = jax.random.split(key)
    pos = drift(pos, sub, jnp.float32(0.1))
print(pos.mean(0))
