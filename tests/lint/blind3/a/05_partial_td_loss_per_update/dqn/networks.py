import jax
import jax.numpy as jnp


def init_q_network(key, obs_dim, n_actions, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (obs_dim, hidden)) * 0.1,
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, n_actions)) * 0.1,
        "b2": jnp.zeros(n_actions),
    }


def q_values(params, obs):
    h = jax.nn.relu(obs @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]
