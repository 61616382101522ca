import jax
import jax.numpy as jnp


@jax.jit
def date_summary(years, prior_mean, prior_sd):
    n = years.shape[0]
    sample_mean = years.mean()
    sample_var = years.var() + 25.0
    post_var = 1.0 / (1.0 / prior_sd ** 2 + n / sample_var)
    post_mean = post_var * (prior_mean / prior_sd ** 2 + n * sample_mean / sample_var)
    return post_mean, jnp.sqrt(post_var)
