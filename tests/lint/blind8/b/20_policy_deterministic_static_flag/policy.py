from functools import partial

import jax
import jax.numpy as jnp


def init_gaussian_policy(key, obs_dim, act_dim, hidden=16):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (obs_dim, hidden)) * 0.3,
        "mu": jax.random.normal(k2, (hidden, act_dim)) * 0.1,
        "log_std": jnp.full((act_dim,), -0.5),
    }


@partial(jax.jit, static_argnames="deterministic")
def select_action(params, obs, key, deterministic=False):
    h = jnp.tanh(obs @ params["w1"])
    mean = h @ params["mu"]
    if deterministic:
        return jnp.tanh(mean)
    noise = jax.random.normal(key, mean.shape) * jnp.exp(params["log_std"])
    return jnp.tanh(mean + noise)
