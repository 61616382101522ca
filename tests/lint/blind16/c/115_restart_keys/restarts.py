import jax
import jax.numpy as jnp

from annealing import anneal


def restart_keys(seed, n):
    return [jax.random.key(seed + i) for i in range(n)]


def best_of_restarts(order, cities, seed, n_restarts):
    best_order, best_len = order, jnp.inf
    for key in restart_keys(seed, n_restarts):
        o, length = anneal(best_order, cities, key)
        if float(length) < float(best_len):
            best_order, best_len = o, length
    return best_order, best_len
