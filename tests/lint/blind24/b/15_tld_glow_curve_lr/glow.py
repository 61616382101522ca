import jax
import jax.numpy as jnp

K_B = 8.617e-5  # eV/K


def first_order_peak(temp, im, tm, e):
    x = e / (K_B * temp) * (temp - tm) / tm
    return im * jnp.exp(1.0 + x - (temp / tm) ** 2 * jnp.exp(x) - 2 * K_B * tm / e)


def glow_model(params, temp):
    return sum(first_order_peak(temp, *p) for p in params)


@jax.jit
def descent_step(params, temp, signal, lr):
    def loss(p):
        return jnp.mean((glow_model(p, temp) - signal) ** 2)
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, params, g), loss(params)
