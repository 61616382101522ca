import jax
import jax.numpy as jnp


def ellipse_residual(params, x, y):
    x0, y0, a, q, theta = params
    c, s = jnp.cos(theta), jnp.sin(theta)
    u = (x - x0) * c + (y - y0) * s
    v = -(x - x0) * s + (y - y0) * c
    return jnp.sqrt(u ** 2 + (v / q) ** 2) - a


@jax.jit
def langevin_step(params, key, x, y, temperature, step_size):
    loss_fn = lambda p: jnp.sum(ellipse_residual(p, x, y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    noise = jax.random.normal(key, params.shape)
    return params - step_size * g + jnp.sqrt(2 * step_size * temperature) * noise, loss
