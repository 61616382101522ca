import numpy as np

from config import DETECTORS
from noise import snr_for


def main():
    rng = np.random.default_rng(0)
    for rep in range(2):
        for name, cfg in DETECTORS.items():
            counts = rng.uniform(10, 50000, (40, 40)).astype(np.float32)
            snr = snr_for(cfg, counts, 120.0)
            print(f"{name} pass {rep}: median S/N {float(np.median(np.asarray(snr))):.1f}")


if __name__ == "__main__":
    main()
