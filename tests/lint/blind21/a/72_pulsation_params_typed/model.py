import jax.numpy as jnp


def initial_guess(period):
    guess = {"log_period": jnp.log(period), "amp": 0.1, "phase0": 0.0, "mean": 0.0}
    return {k: jnp.asarray(v, jnp.float32) for k, v in guess.items()}


def pulsation(params, t):
    return params["mean"] + params["amp"] * jnp.sin(2 * jnp.pi * t / jnp.exp(params["log_period"]) + params["phase0"])
