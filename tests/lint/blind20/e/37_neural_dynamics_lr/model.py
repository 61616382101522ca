import jax
import jax.numpy as jnp


def init_params(key, n_x=2, n_u=1, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": 0.2 * jax.random.normal(k1, (n_x + n_u, hidden)),
        "b1": jnp.zeros(hidden),
        "w2": 0.2 * jax.random.normal(k2, (hidden, n_x)),
    }


def residual_dynamics(params, x, u):
    h = jnp.tanh(jnp.concatenate([x, u], -1) @ params["w1"] + params["b1"])
    return x + h @ params["w2"]


def one_step_loss(params, x, u, x_next):
    return jnp.mean((residual_dynamics(params, x, u) - x_next) ** 2)
