import functools

import jax
import jax.numpy as jnp


def td_loss(w, obs, rew, next_obs, gamma):
    target = rew + gamma * jnp.max(next_obs @ w, axis=-1)
    q = jnp.max(obs @ w, axis=-1)
    return jnp.mean((q - jax.lax.stop_gradient(target)) ** 2)


def _sgd_step(w, obs, rew, next_obs, gamma, lr):
    loss, g = jax.value_and_grad(td_loss)(w, obs, rew, next_obs, gamma)
    return w - lr * g, loss


@functools.lru_cache(maxsize=None)
def get_step(lr, gamma=0.99):
    return jax.jit(functools.partial(_sgd_step, gamma=gamma, lr=lr))
