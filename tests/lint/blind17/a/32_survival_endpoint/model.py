import jax.numpy as jnp


def survival_curve(baseline_cumhaz, coef, covariates):
    risk = jnp.exp(covariates @ coef)
    return jnp.exp(-baseline_cumhaz[None, :] * risk[:, None])
