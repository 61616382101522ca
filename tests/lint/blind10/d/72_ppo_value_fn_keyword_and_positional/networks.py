import jax
import jax.numpy as jnp


def init_critic(key, obs_dim, hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim, hidden)) / jnp.sqrt(obs_dim),
            "w2": jax.random.normal(k2, (hidden,)) * 0.01}


@jax.jit
def value_fn(params, obs):
    return jnp.tanh(obs @ params["w1"]) @ params["w2"]
