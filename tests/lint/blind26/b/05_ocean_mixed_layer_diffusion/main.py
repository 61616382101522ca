import numpy as np
import jax.numpy as jnp

import config
from column import diffuse_column


def initial_profile():
    z = np.arange(config.NZ) * config.DZ
    return jnp.asarray(4.0 + 14.0 / (1 + np.exp((z - 50.0) / 5.0)), dtype=jnp.float32)


def main():
    T0 = initial_profile()
    for run in config.SWEEP:
        T = diffuse_column(T0, run["kappa"], config.DZ, config.DT)
        print(f"{run['name']:12s} SST {float(T[0]):.3f}  T(100m) {float(T[50]):.3f}")


if __name__ == "__main__":
    main()
