import functools

import jax
import numpy as np

from ising import binder_run

SIZES = [4, 6, 8]
SEEDS = [0, 1]
BETA = 0.44


def binder_cumulant(L, seeds):
    values = []
    for seed in seeds:
        run = jax.jit(functools.partial(binder_run, L=L))
        values.append(float(run(jax.random.PRNGKey(seed), BETA)))
    return np.mean(values)


def main():
    for L in SIZES:
        print(f"L={L} U4={binder_cumulant(L, SEEDS):.4f}")


if __name__ == "__main__":
    main()
