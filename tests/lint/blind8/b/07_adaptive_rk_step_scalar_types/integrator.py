import jax
import jax.numpy as jnp
import numpy as np


def lotka_volterra(y, t, alpha=1.1, beta=0.4, delta=0.1, gamma=0.4):
    prey, pred = y[0], y[1]
    return jnp.stack([alpha * prey - beta * prey * pred,
                      delta * prey * pred - gamma * pred])


@jax.jit
def rk_step_with_error(y, t, dt):
    """One RK4 step plus a half-step pair for an error estimate."""
    def rk4(y, t, h):
        k1 = lotka_volterra(y, t)
        k2 = lotka_volterra(y + 0.5 * h * k1, t + 0.5 * h)
        k3 = lotka_volterra(y + 0.5 * h * k2, t + 0.5 * h)
        k4 = lotka_volterra(y + h * k3, t + h)
        return y + h / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)

    full = rk4(y, t, dt)
    half = rk4(rk4(y, t, 0.5 * dt), t + 0.5 * dt, 0.5 * dt)
    return half, jnp.max(jnp.abs(full - half))


def next_step_size(dt, err, tol, safety=0.9):
    factor = safety * (tol / max(err, 1e-12)) ** 0.2
    return dt * np.clip(factor, 0.2, 5.0)
