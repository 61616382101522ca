import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def pick_arms(mean_reward, bonus, key):
    noise = 1e-4 * jax.random.uniform(key, mean_reward.shape)
    return jnp.argmax(mean_reward + bonus + noise, axis=-1)


def exploration_bonus(t, pulls, c=1.0):
    if t == 0:
        return jnp.zeros_like(pulls)
    return c * jnp.sqrt(jnp.log(t + 1.0) / jnp.maximum(pulls, 1.0))
