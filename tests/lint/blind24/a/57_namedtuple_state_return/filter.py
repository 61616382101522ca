import jax
import jax.numpy as jnp
from state import KalmanState


@jax.jit
def bodyweight_kalman(state, obs, q, r):
    # random-walk filter for daily walk-over-weighing of dairy cows
    mean, var = state
    var_pred = var + q
    gain = var_pred / (var_pred + r)
    valid = ~jnp.isnan(obs)
    mean_new = jnp.where(valid, mean + gain * (jnp.nan_to_num(obs) - mean), mean)
    var_new = jnp.where(valid, (1 - gain) * var_pred, var_pred)
    return KalmanState(mean_new, var_new)
