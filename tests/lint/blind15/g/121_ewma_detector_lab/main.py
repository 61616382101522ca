import numpy as np

from config import DetectorConfig
from detector import EwmaDetector


def main():
    cfg = DetectorConfig()
    det = EwmaDetector(cfg)
    rng = np.random.default_rng(0)
    for t in range(12):
        x = rng.normal(0, 1, cfg.n_channels).astype(np.float32)
        if t == 9:
            x[2] += 8.0
        flags = det.observe(x)
        if t >= 5 and flags.any():
            print(f"t={t} anomaly on channels {np.flatnonzero(np.asarray(flags)).tolist()}")


if __name__ == "__main__":
    main()
