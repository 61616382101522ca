import jax
import jax.numpy as jnp

FORCING = 8.0


def l96(x):
    return (jnp.roll(x, -1) - jnp.roll(x, 2)) * jnp.roll(x, 1) - x + FORCING


def rk4(x, dt):
    k1 = l96(x)
    k2 = l96(x + 0.5 * dt * k1)
    k3 = l96(x + 0.5 * dt * k2)
    k4 = l96(x + dt * k3)
    return x + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


def forecast(x, dt=0.01, n_steps=5):
    return jax.lax.fori_loop(0, n_steps, lambda i, x: rk4(x, dt), x)
