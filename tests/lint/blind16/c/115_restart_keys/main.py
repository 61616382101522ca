import jax
import jax.numpy as jnp

from annealing import anneal
from restarts import best_of_restarts


def main():
    cities = jax.random.uniform(jax.random.PRNGKey(42), (20, 2))
    order = jnp.arange(20)
    order, length = anneal(order, cities, jax.random.PRNGKey(0))
    print("first pass", float(length))
    order, length = best_of_restarts(order, cities, seed=1, n_restarts=3)
    print("after restarts", float(length))


if __name__ == "__main__":
    main()
