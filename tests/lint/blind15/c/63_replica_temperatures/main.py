import jax
import jax.numpy as jnp

import config
from mh import energy, metropolis_run


def run_ladder():
    key = jax.random.PRNGKey(0)
    results = {}
    for T in config.TEMPERATURES:
        key, k_init, k_run = jax.random.split(key, 3)
        x = jax.random.normal(k_init, (config.N_WALKERS,))
        x = metropolis_run(k_run, x, T, config.STEP)
        results[T] = float(energy(x).mean())
    return results


if __name__ == "__main__":
    for T, e in run_ladder().items():
        print(f"T={T}: <E>={e:.4f}")
