from functools import partial

import jax
import jax.numpy as jnp

from ising import checkerboard_sweep, magnetisation

L = 16
N_SWEEPS = 3


def run_temperature(beta, key):
    spins = jnp.ones((L, L), jnp.float32)
    for _ in range(N_SWEEPS):
        key, sub = jax.random.split(key)
        sweep = jax.jit(partial(checkerboard_sweep, beta=beta))
        spins = sweep(spins, sub)
    return float(magnetisation(spins))


def main():
    key = jax.random.PRNGKey(0)
    for beta in (0.3, 0.6):
        key, sub = jax.random.split(key)
        print(f"beta={beta}: |m|={run_temperature(beta, sub):.3f}")


if __name__ == "__main__":
    main()
