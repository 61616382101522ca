import jax
import jax.numpy as jnp


def init(key, order=3):
    return {"a": jnp.zeros(order), "b": 0.1 * jax.random.normal(key, (order,))}


def one_step(params, y_hist, u_hist):
    return jnp.sum(params["a"] * y_hist, -1) + jnp.sum(params["b"] * u_hist, -1)


@jax.jit
def prediction_error(params, y_hist, u_hist, y_next, noise_std=0.0):
    pred = one_step(params, y_hist, u_hist)
    return jnp.mean((pred - y_next) ** 2) - noise_std ** 2


@jax.jit
def sgd_step(params, y_hist, u_hist, y_next):
    g = jax.grad(prediction_error)(params, y_hist, u_hist, y_next)
    return jax.tree_util.tree_map(lambda p, gp: p - 0.1 * gp, params, g)
