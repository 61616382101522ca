import jax.numpy as jnp


def poisson_deviance(y, mu):
    return 2 * (jnp.where(y > 0, y * jnp.log(jnp.where(y > 0, y, 1.0) / mu), 0.0) - (y - mu))


def gamma_deviance(y, mu):
    return 2 * ((y - mu) / mu - jnp.log(y / mu))


METRICS = {"frequency": poisson_deviance, "severity": gamma_deviance}
