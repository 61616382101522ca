import jax
import numpy as np

from sweep_config import SWEEP
from trainer import run_config


def main():
    rng = np.random.default_rng(70)
    x = rng.random((40, 36)).astype(np.float32)
    y = rng.integers(0, 20, 40).astype(np.int32)
    for settings in SWEEP:
        k1, k2 = jax.random.split(jax.random.PRNGKey(0))
        params = {"w1": jax.random.normal(k1, (36, 24)) * 0.1, "w2": jax.random.normal(k2, (24, 20)) * 0.1}
        print(settings, round(run_config(params, x, y, settings), 4))


if __name__ == "__main__":
    main()
