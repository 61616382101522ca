import jax
import jax.numpy as jnp


def laplacian_1d(u, dx):
    left = jnp.roll(u, 1)
    right = jnp.roll(u, -1)
    return (left - 2.0 * u + right) / dx**2


def make_heat_stepper(dx, dt, kappa, n_substeps=20):
    """Explicit Euler stepper for u_t = kappa * u_xx on a periodic grid."""

    def advance(u):
        def body(_, v):
            return v + dt * kappa * laplacian_1d(v, dx)

        return jax.lax.fori_loop(0, n_substeps, body, u)

    return jax.jit(advance)
