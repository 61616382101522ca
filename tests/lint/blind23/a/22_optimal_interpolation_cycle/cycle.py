import jax.numpy as jnp
import numpy as np

from assimilate import optimal_interpolation


def forecast_model(x):
    return 0.95 * jnp.roll(x, 1) + 0.05 * x.mean()


def run_cycles(x0, obs_stream, H, B_diag, R_diag):
    x = x0
    for k, obs in enumerate(obs_stream):
        if k > 0:
            x = forecast_model(x)
        x = optimal_interpolation(x, obs, H, B_diag, R_diag)
    return x
