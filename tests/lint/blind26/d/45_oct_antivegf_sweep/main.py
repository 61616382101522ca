import jax
import numpy as np

from sweep import SWEEP
from train import run_trial


def main():
    rng = np.random.default_rng(0)
    # OCT volume features -> central macular thickness change after anti-VEGF
    x = rng.normal(size=(64, 12)).astype(np.float32)
    y = (x[:, 0] * 30 - x[:, 1] * 10).astype(np.float32) / 50
    for hp in SWEEP:
        print(hp, run_trial(hp, x, y, jax.random.PRNGKey(0)))


if __name__ == "__main__":
    main()
