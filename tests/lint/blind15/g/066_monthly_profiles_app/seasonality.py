import jax
import jax.numpy as jnp


@jax.jit
def weekday_profile(month_values, first_weekday):
    dow = (first_weekday + jnp.arange(month_values.shape[0])) % 7
    onehot = jax.nn.one_hot(dow, 7)
    totals = onehot.T @ month_values
    counts = onehot.sum(0)
    return totals / counts
