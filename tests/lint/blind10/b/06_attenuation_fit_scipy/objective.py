import jax
import jax.numpy as jnp
import numpy as np


def attenuation_model(params, depth):
    c0, alpha, beta = params
    return c0 * jnp.exp(-alpha * depth) + beta


def data_misfit(params, depth, y_obs, reg):
    r = attenuation_model(params, depth) - y_obs
    return 0.5 * jnp.mean(r**2) + reg * jnp.sum(params**2)


_value_and_grad = jax.jit(jax.value_and_grad(data_misfit))


def scipy_objective(depth, y_obs, reg=1e-4):
    depth = jnp.asarray(depth, dtype=jnp.float32)
    y_obs = jnp.asarray(y_obs, dtype=jnp.float32)
    reg = jnp.asarray(reg, dtype=jnp.float32)

    def fun(p):
        v, g = _value_and_grad(jnp.asarray(p, dtype=jnp.float32), depth, y_obs, reg)
        return float(v), np.asarray(g, dtype=np.float64)

    return fun
