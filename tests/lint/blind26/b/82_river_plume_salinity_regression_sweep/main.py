import numpy as np

from experiment import run_experiment
from sweep_config import BATCH, EPOCHS, SWEEP


def river_plume_data(n=1024, seed=0):
    # river discharge, wind (u, v), tide range, distance offshore -> surface salinity anomaly
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    y = (-1.2 * x[:, 0] * np.exp(-np.abs(x[:, 4])) + 0.3 * x[:, 1] + rng.normal(0, 0.1, n)).astype(np.float32)
    return x, y


def main():
    x, y = river_plume_data()
    for cfg in SWEEP:
        print(f"{cfg['name']}: final loss {run_experiment(cfg, x, y, EPOCHS, BATCH):.4f}")


if __name__ == "__main__":
    main()
