import jax
import jax.numpy as jnp


def nb_nll(beta, design, counts, size_factors, dispersion=0.1):
    mu = size_factors * jnp.exp(design @ beta)
    r = 1.0 / dispersion
    return -jnp.sum(counts * jnp.log(mu / (mu + r)) + r * jnp.log(r / (mu + r)))


def fit_gene(design, counts, size_factors, n_iter=25, lr=0.05):
    grad = jax.jit(jax.grad(lambda b: nb_nll(b, design, counts, size_factors)))
    beta = jnp.zeros(design.shape[1])
    for _ in range(n_iter):
        beta = beta - lr * grad(beta) / counts.shape[0]
    return beta
