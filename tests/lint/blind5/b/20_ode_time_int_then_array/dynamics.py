import jax
import jax.numpy as jnp


def lotka_volterra(t, z, params):
    prey, pred = z
    a, b, c, d = params
    forcing = 1.0 + 0.1 * jnp.sin(2 * jnp.pi * t / 12.0)
    return jnp.array([a * forcing * prey - b * prey * pred, d * prey * pred - c * pred])


@jax.jit
def rk4_step(t, z, dt, params):
    k1 = lotka_volterra(t, z, params)
    k2 = lotka_volterra(t + dt / 2, z + dt / 2 * k1, params)
    k3 = lotka_volterra(t + dt / 2, z + dt / 2 * k2, params)
    k4 = lotka_volterra(t + dt, z + dt * k3, params)
    return z + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
