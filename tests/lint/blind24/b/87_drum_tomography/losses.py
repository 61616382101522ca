import jax.numpy as jnp


def poisson_nll(pred_counts, counts):
    return jnp.mean(pred_counts - counts * jnp.log(pred_counts + 1e-9))


def gaussian_nll(pred_counts, counts):
    return jnp.mean((pred_counts - counts) ** 2 / (counts + 1.0))


LOSSES = {"poisson": poisson_nll, "gaussian": gaussian_nll}
