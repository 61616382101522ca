import jax
import jax.numpy as jnp


def init_params(key, hidden=16):
    k1, k2 = jax.random.split(key)
    return {
        "w1": 0.5 * jax.random.normal(k1, (1, hidden)),
        "b1": jnp.zeros(hidden),
        "w2": 0.5 * jax.random.normal(k2, (hidden, 1)),
        "E": jnp.ones((), jnp.float32),
    }


def stress(params, strain):
    """Linear elastic part plus a learned hardening correction."""
    h = jnp.tanh(strain[:, None] @ params["w1"] + params["b1"])
    return params["E"] * strain + (h @ params["w2"])[:, 0]
