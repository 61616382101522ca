import jax
import jax.numpy as jnp

from schedule import cosine_temperature


def tsp_length(coords, order):
    path = coords[order]
    return jnp.sum(jnp.linalg.norm(path - jnp.roll(path, -1, axis=0), axis=-1))


@jax.jit
def anneal_step(key, order, coords, step, total_steps):
    temp = cosine_temperature(step, total_steps)
    k1, k2, k3 = jax.random.split(key, 3)
    n = order.shape[0]
    i, j = jnp.sort(jax.random.randint(k1, (2,), 0, n))
    idx = jnp.arange(n)
    rev = jnp.where((idx >= i) & (idx <= j), i + j - idx, idx)
    proposal = order[rev]
    delta = tsp_length(coords, proposal) - tsp_length(coords, order)
    accept = jax.random.uniform(k2) < jnp.exp(-delta / temp)
    return jnp.where(accept, proposal, order), temp
