import jax
import jax.numpy as jnp

from annealing import anneal


def sherrington_kirkpatrick(key, n):
    j = jax.random.normal(key, (n, n)) / jnp.sqrt(n)
    j = jnp.triu(j, 1)
    return j + j.T


def main():
    kj, ks, ka = jax.random.split(jax.random.PRNGKey(0), 3)
    n = 32
    couplings = sherrington_kirkpatrick(kj, n)
    spins = jnp.where(jax.random.bernoulli(ks, 0.5, (n,)), 1.0, -1.0)
    anneal(spins, couplings, ka)


if __name__ == "__main__":
    main()
