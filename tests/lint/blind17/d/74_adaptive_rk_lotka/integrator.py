import jax
import jax.numpy as jnp


def lotka_volterra(y, theta):
    a, b, c, d = theta
    prey, pred = y
    return jnp.stack([a * prey - b * prey * pred, d * prey * pred - c * pred])


@jax.jit
def heun_euler_step(y, t, dt, theta, rtol=1e-3):
    k1 = lotka_volterra(y, theta)
    k2 = lotka_volterra(y + dt * k1, theta)
    y_high = y + 0.5 * dt * (k1 + k2)
    err = jnp.max(jnp.abs(y_high - (y + dt * k1)) / (rtol * (1.0 + jnp.abs(y))))
    accept = err <= 1.0
    factor = jnp.clip(0.9 * err ** -0.5, 0.2, 5.0)
    y_next = jnp.where(accept, y_high, y)
    t_next = jnp.where(accept, t + dt, t)
    return y_next, t_next, dt * factor
