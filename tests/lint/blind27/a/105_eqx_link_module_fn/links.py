import jax.numpy as jnp


def log_inverse(eta):
    return jnp.exp(eta)


def logit_inverse(eta):
    return 1.0 / (1.0 + jnp.exp(-eta))


LINKS = {"poisson": log_inverse, "binomial": logit_inverse}
