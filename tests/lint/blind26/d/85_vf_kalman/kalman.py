import jax
import jax.numpy as jnp
import numpy as np


def initial_state(n_points):
    mean = np.full(n_points, 28.0, np.float32)
    var = np.full(n_points, 16.0, np.float32)
    return mean, var


@jax.jit
def kalman_visit(mean, var, obs, obs_var, drift_var):
    var_pred = var + drift_var
    gain = var_pred / (var_pred + obs_var)
    mean = mean + gain * (obs - mean)
    return mean, (1 - gain) * var_pred
