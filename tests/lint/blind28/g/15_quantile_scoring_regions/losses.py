import jax.numpy as jnp


def pinball(q_pred, y, quantiles):
    diff = y[:, None] - q_pred
    return jnp.mean(jnp.maximum(quantiles * diff, (quantiles - 1) * diff))


def quantile_scores(q_pred, y, quantiles):
    coverage = jnp.mean((y[:, None] <= q_pred), axis=0)
    return pinball(q_pred, y, quantiles), coverage
