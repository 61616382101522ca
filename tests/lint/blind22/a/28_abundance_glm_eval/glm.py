import jax
import jax.numpy as jnp


@jax.jit
def poisson_deviance(beta, covariates, counts):
    mu = jnp.exp(covariates @ beta)
    term = jnp.where(counts > 0, counts * jnp.log(counts / mu), 0.0)
    return 2.0 * jnp.sum(term - (counts - mu))


@jax.jit
def newton_step(beta, covariates, counts):
    mu = jnp.exp(covariates @ beta)
    grad = covariates.T @ (counts - mu)
    hess = covariates.T @ (covariates * mu[:, None])
    return beta + jnp.linalg.solve(hess, grad)
