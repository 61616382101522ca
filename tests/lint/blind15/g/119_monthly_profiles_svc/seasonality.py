import jax
import jax.numpy as jnp


@jax.jit
def weekday_profile(month_values, n_days, first_weekday):
    idx = jnp.arange(month_values.shape[0])
    valid = idx < n_days
    dow = (first_weekday + idx) % 7
    onehot = jax.nn.one_hot(dow, 7) * valid[:, None]
    totals = onehot.T @ month_values
    counts = onehot.sum(0)
    return totals / counts
