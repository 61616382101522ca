import jax
import jax.numpy as jnp


def cubic_spline(r, h):
    q = r / h
    sigma = 10.0 / (7.0 * jnp.pi * h ** 2)
    w = jnp.where(q < 1, 1 - 1.5 * q ** 2 + 0.75 * q ** 3,
                  jnp.where(q < 2, 0.25 * (2 - q) ** 3, 0.0))
    return sigma * w


def density(pos, mass, h):
    r = jnp.sqrt(jnp.sum((pos[:, None] - pos[None]) ** 2, -1) + 1e-12)
    return jnp.sum(mass * cubic_spline(r, h), axis=1)


def pressure_accel(pos, rho, mass, h, k=1.0, rho0=1.0):
    p = k * (rho - rho0)
    grad_w = jax.vmap(jax.vmap(jax.grad(lambda a, b: cubic_spline(jnp.sqrt(jnp.sum((a - b) ** 2) + 1e-12), h)),
                               in_axes=(None, 0)), in_axes=(0, None))(pos, pos)
    coef = mass * (p[:, None] / rho[:, None] ** 2 + p[None, :] / rho[None, :] ** 2)
    return -jnp.sum(coef[..., None] * grad_w, axis=1)
