import jax.numpy as jnp

PRIOR = {"alpha": 1.0, "beta": 0.4, "gamma": 0.8, "delta": 0.2}


def initial_guess(scale=1.2):
    return {name: jnp.asarray(value * scale) for name, value in PRIOR.items()}
