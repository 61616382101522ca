import jax.numpy as jnp

N_SEGMENTS = 4  # students, seniors, commuters, occasional


def init_params():
    return {
        "log_base": jnp.full((N_SEGMENTS,), 5.0),
        "elasticity": jnp.full((N_SEGMENTS,), -0.3),
    }


def predicted_trips(params, log_fare):
    return params["log_base"][:, None] + params["elasticity"][:, None] * log_fare[None, :]
