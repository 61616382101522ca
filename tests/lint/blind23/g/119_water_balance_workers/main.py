import jax
import jax.numpy as jnp
import numpy as np

from workers import partition_basins


@jax.jit
def water_balance_closure(precip, et, runoff):
    residual = precip.sum(axis=1) - et.sum(axis=1) - runoff.sum(axis=1)
    return residual / precip.sum(axis=1)


def main():
    rng = np.random.default_rng(5)
    n_basins = 100
    P = rng.gamma(2.0, 400.0, size=(n_basins, 12)).astype(np.float32) / 12
    ET = (P * rng.uniform(0.4, 0.7, size=(n_basins, 1))).astype(np.float32)
    Q = (P * rng.uniform(0.2, 0.5, size=(n_basins, 1))).astype(np.float32)
    for w, chunk in enumerate(partition_basins(np.arange(n_basins), 3)):
        closure = water_balance_closure(P[chunk], ET[chunk], Q[chunk])
        print(f"worker {w}: {len(chunk)} basins, median closure error {float(jnp.median(closure)):.3f}")


if __name__ == "__main__":
    main()
