import jax
import jax.numpy as jnp


def laplacian(u, dx):
    left = jnp.roll(u, 1)
    right = jnp.roll(u, -1)
    return (left - 2.0 * u + right) / dx**2


def rhs(u, kappa, dx):
    return kappa * laplacian(u, dx)


@jax.jit
def heun_step(u, kappa, dt, dx):
    k1 = rhs(u, kappa, dx)
    k2 = rhs(u + dt * k1, kappa, dx)
    u_next = u + 0.5 * dt * (k1 + k2)
    err = jnp.max(jnp.abs(0.5 * dt * (k2 - k1)))
    return u_next, err


def integrate(u0, kappa, dx, t_end, dt0=1e-4, tol=1e-4, max_steps=12):
    u, t = u0, 0.0
    dt = jnp.float32(dt0)
    n = 0
    while t < t_end and n < max_steps:
        u_new, err = heun_step(u, kappa, dt, dx)
        err = float(err)
        if err < tol:
            u, t = u_new, t + float(dt)
        factor = 0.9 * (tol / max(err, 1e-12)) ** 0.5
        dt = jnp.float32(float(dt) * min(2.0, max(0.2, factor)))
        n += 1
    return u, t
