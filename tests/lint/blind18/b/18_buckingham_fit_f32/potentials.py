import jax
import jax.numpy as jnp

# initial guesses for a Sr-O style Buckingham pair, in eV / Angstrom
BUCKINGHAM_GUESS = {"A": 1400.0, "rho": 0.35, "C": 20.0}


def initial_params(guess=BUCKINGHAM_GUESS):
    return {k: jnp.asarray(v, dtype=jnp.float32) for k, v in guess.items()}


def buckingham(params, r):
    return params["A"] * jnp.exp(-r / params["rho"]) - params["C"] / r ** 6
