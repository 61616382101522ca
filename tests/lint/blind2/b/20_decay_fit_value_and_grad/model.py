import jax
import jax.numpy as jnp


def decay_curve(params, t):
    return params[0] * jnp.exp(-params[1] * t) + params[2]


def residual_loss(params, t, y):
    return jnp.mean((decay_curve(params, t) - y) ** 2)


loss_and_grad = jax.jit(jax.value_and_grad(residual_loss))
