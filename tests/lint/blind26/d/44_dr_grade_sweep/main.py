import jax
import numpy as np

from sweep import configs
from train import run_config


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 20)).astype(np.float32)
    y = rng.integers(0, 5, size=64).astype(np.int32)
    for cfg in configs():
        print(cfg, run_config(cfg, x, y, jax.random.PRNGKey(0)))


if __name__ == "__main__":
    main()
