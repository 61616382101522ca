import dataclasses

import numpy as np

from config import TrainConfig
from train import run


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(16, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 6, size=16).astype(np.int32)
    base = TrainConfig()
    for smoothing in [0.0, 0.05, 0.1, 0.2]:
        cfg = dataclasses.replace(base, label_smoothing=smoothing)
        print(f"label_smoothing={smoothing}: final loss {run(cfg, x, y):.4f}")


if __name__ == "__main__":
    main()
