import jax
import jax.numpy as jnp

SIGMA, RHO, BETA = 10.0, 28.0, 8.0 / 3.0


def lorenz(y, rho=RHO):
    x, yy, z = y[..., 0], y[..., 1], y[..., 2]
    return jnp.stack([SIGMA * (yy - x), x * (rho - z) - yy, x * yy - BETA * z], axis=-1)


@jax.jit
def rk4_step(y, dt, rho=RHO):
    k1 = lorenz(y, rho)
    k2 = lorenz(y + 0.5 * dt * k1, rho)
    k3 = lorenz(y + 0.5 * dt * k2, rho)
    k4 = lorenz(y + dt * k3, rho)
    return y + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
