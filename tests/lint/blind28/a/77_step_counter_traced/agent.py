import jax
import jax.numpy as jnp

from schedule import explore_rate


@jax.jit
def choose_discounts(key, q_values, step):
    eps = explore_rate(step)
    k1, k2 = jax.random.split(key)
    greedy = jnp.argmax(q_values, axis=-1)
    random = jax.random.randint(k1, greedy.shape, 0, q_values.shape[-1])
    explore = jax.random.uniform(k2, greedy.shape) < eps
    return jnp.where(explore, random, greedy)
