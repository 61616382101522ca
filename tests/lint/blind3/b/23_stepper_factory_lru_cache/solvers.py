"""Explicit finite-difference steppers for 1D reaction-diffusion problems."""
import functools

import jax
import jax.numpy as jnp


def laplacian_1d(u, dx):
    lap = jnp.zeros_like(u)
    return lap.at[1:-1].set((u[2:] - 2.0 * u[1:-1] + u[:-2]) / dx**2)


@functools.lru_cache(maxsize=8)
def make_stepper(diffusion, growth, dx, dt, n_substeps=20):
    """Compiled Fisher-KPP stepper; cached so repeated requests reuse the executable."""

    def advance(u):
        def body(_, v):
            return v + dt * (diffusion * laplacian_1d(v, dx) + growth * v * (1.0 - v))

        return jax.lax.fori_loop(0, n_substeps, body, u)

    return jax.jit(advance)
