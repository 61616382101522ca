from functools import partial

import jax
import jax.numpy as jnp


def init_gaussian_policy(key, obs_dim, act_dim, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
        "w_mu": jax.random.normal(k2, (hidden, act_dim)) / jnp.sqrt(hidden),
        "log_std": jnp.full((act_dim,), -0.5),
    }


@partial(jax.jit, static_argnames=("deterministic",))
def act(params, obs, key, deterministic=False):
    h = jnp.tanh(obs @ params["w1"])
    mu = h @ params["w_mu"]
    if deterministic:
        return jnp.tanh(mu)
    noise = jax.random.normal(key, mu.shape)
    return jnp.tanh(mu + jnp.exp(params["log_std"]) * noise)
