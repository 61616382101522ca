import jax
import jax.numpy as jnp


def init_critic(key, obs_dim, hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.3 * jax.random.normal(k1, (obs_dim, hidden)), "b1": jnp.zeros(hidden),
            "w2": 0.3 * jax.random.normal(k2, (hidden,)), "b2": jnp.zeros(())}


@jax.jit
def critic_value(params, obs):
    h = jnp.tanh(obs @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]
