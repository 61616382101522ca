import jax
import jax.numpy as jnp


def nb_nll(beta, design, counts, size_factors, dispersion=0.1):
    mu = size_factors * jnp.exp(design @ beta)
    r = 1.0 / dispersion
    return -jnp.sum(counts * jnp.log(mu / (mu + r)) + r * jnp.log(r / (mu + r)))


nb_grad = jax.jit(jax.grad(nb_nll))


def fit_gene(design, counts, size_factors, n_iter=25, lr=0.05):
    beta = jnp.zeros(design.shape[1])
    for _ in range(n_iter):
        beta = beta - lr * nb_grad(beta, design, counts, size_factors) / counts.shape[0]
    return beta
