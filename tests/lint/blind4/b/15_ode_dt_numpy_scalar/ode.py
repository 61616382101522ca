import jax
import jax.numpy as jnp


def lotka_volterra(y, a=1.1, b=0.4, c=0.4, d=0.1):
    prey, pred = y
    return jnp.stack([a * prey - b * prey * pred, d * prey * pred - c * pred])


@jax.jit
def rk4_segment(y0, dt):
    def step(y, _):
        k1 = lotka_volterra(y)
        k2 = lotka_volterra(y + 0.5 * dt * k1)
        k3 = lotka_volterra(y + 0.5 * dt * k2)
        k4 = lotka_volterra(y + dt * k3)
        y = y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        return y, y
    return jax.lax.scan(step, y0, None, length=16)[1]
