import numpy as np

from config import load_bands
from oscillation import band_energy

SITE_CONFIG = '{"bands": [[0.1, 0.8], [0.8, 2.0]]}'


def main():
    rng = np.random.default_rng(331)
    t = np.arange(600) / 30.0
    for k, cfg in enumerate([None, SITE_CONFIG, None]):
        sig = (np.sin(2 * np.pi * 0.4 * t) * np.exp(-0.05 * t) + 0.1 * rng.standard_normal((3, 600))).astype(np.float32)
        print(k, np.round(np.asarray(band_energy(sig, load_bands(cfg))), 1).tolist())


if __name__ == "__main__":
    main()
