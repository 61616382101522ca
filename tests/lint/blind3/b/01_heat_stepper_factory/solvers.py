"""Explicit finite-difference steppers for 1D diffusion problems."""
import jax
import jax.numpy as jnp


def laplacian_1d(u, dx):
    # Dirichlet boundaries: endpoints are held fixed by the caller.
    lap = jnp.zeros_like(u)
    lap = lap.at[1:-1].set((u[2:] - 2.0 * u[1:-1] + u[:-2]) / dx**2)
    return lap


def make_stepper(kappa, dx, dt, n_substeps=20):
    """Return a compiled function advancing u by n_substeps explicit Euler steps."""

    def advance(u):
        def body(_, v):
            return v + dt * kappa * laplacian_1d(v, dx)

        return jax.lax.fori_loop(0, n_substeps, body, u)

    return jax.jit(advance)
