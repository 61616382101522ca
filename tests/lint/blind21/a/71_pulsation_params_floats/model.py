import jax.numpy as jnp


def initial_guess(period):
    return {"log_period": float(jnp.log(period)), "amp": 0.1, "phase0": 0.0, "mean": 0.0}


def pulsation(params, t):
    return params["mean"] + params["amp"] * jnp.sin(2 * jnp.pi * t / jnp.exp(params["log_period"]) + params["phase0"])
