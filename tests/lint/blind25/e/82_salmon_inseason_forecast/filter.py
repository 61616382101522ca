import jax
import jax.numpy as jnp

@jax.jit
def run_size_update(mean, var, cum_count, prop_expected, obs_var):
    pred_obs = mean * prop_expected
    H = prop_expected
    S = H * var * H + obs_var
    K = var * H / S
    mean = mean + K * (cum_count - pred_obs)
    var = (1 - K * H) * var
    return mean, var
