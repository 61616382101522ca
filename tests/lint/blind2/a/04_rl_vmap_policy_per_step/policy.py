import jax
import jax.numpy as jnp


def init_policy(key, obs_dim, n_actions, hidden=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim, hidden)) * 0.3,
            "w2": jax.random.normal(k2, (hidden, n_actions)) * 0.3}


def policy(params, obs):
    return jnp.tanh(obs @ params["w1"]) @ params["w2"]
