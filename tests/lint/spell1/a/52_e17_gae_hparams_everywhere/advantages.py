import functools

import jax
import jax.numpy as jnp


@jax.jit
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    next_values = jnp.append(values[1:], 0.0)

    def back(adv, xs):
        r, v, nv, d = xs
        delta = r + gamma * nv * (1 - d) - v
        adv = delta + gamma * lam * (1 - d) * adv
        return adv, adv

    _, adv = jax.lax.scan(back, 0.0, (rewards, values, next_values, dones), reverse=True)
    return adv
