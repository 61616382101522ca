import jax
import numpy as np

from ising import binder_run

SIZES = [4, 6, 8]
SEEDS = [0, 1, 2]
BETA = 0.42

binder_jit = jax.jit(binder_run, static_argnames=("L", "n_therm", "n_meas"))


def binder_cumulant(L, seeds):
    values = []
    for seed in seeds:
        values.append(float(binder_jit(jax.random.PRNGKey(seed), BETA, L=L)))
    return np.mean(values)


def main():
    for L in SIZES:
        print(f"L={L} U4={binder_cumulant(L, SEEDS):.4f}")


if __name__ == "__main__":
    main()
