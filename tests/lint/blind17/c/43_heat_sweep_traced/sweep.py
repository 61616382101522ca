import jax
import jax.numpy as jnp

from solver import integrate

run = jax.jit(integrate, static_argnames=("n_steps",))


def misfit_for(kappa, t0, observed):
    return float(jnp.mean((run(t0, jnp.float32(kappa)) - observed) ** 2))
