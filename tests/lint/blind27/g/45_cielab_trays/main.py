import numpy as np

from utils import batched
from colour import cielab_from_transmittance


def sample_trays(n_trays, rng):
    for _ in range(n_trays):
        yield rng.uniform(0.05, 0.9, (24, 4)).astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    for i, tray in enumerate(sample_trays(5, rng)):
        lab = np.asarray(batched(cielab_from_transmittance)(tray))
        print(f"tray {i}: mean L* {lab[:, 0].mean():.1f} a* {lab[:, 1].mean():.1f} b* {lab[:, 2].mean():.1f}")


if __name__ == "__main__":
    main()
