import numpy as np
import jax.numpy as jnp

from sweep_config import SWEEP
from trainer import fit


def fuel_flow_data(n=256, seed=0):
    # normalised altitude, Mach, gross weight -> fuel flow
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, (n, 3)).astype(np.float32)
    y = (1.0 - 0.3 * x[:, :1] + 0.2 * x[:, 1:2] ** 2 + 0.4 * x[:, 2:3]).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    x, y = fuel_flow_data()
    for cfg in SWEEP:
        print(cfg, round(fit(cfg, x, y), 6))


if __name__ == "__main__":
    main()
