import numpy as np

from compress import RELAX_STEPS, compress
from packing import fire_relax


def bidisperse(n, seed=0):
    rng = np.random.default_rng(seed)
    radii = np.where(np.arange(n) % 2 == 0, 0.5, 0.7).astype(np.float32)
    box = np.float32(np.sqrt(np.pi * np.sum(radii ** 2) / 0.7))
    pos = (rng.random((n, 2)) * box).astype(np.float32)
    return pos, radii, box


def main():
    pos, radii, box = bidisperse(24)
    pos, e0 = fire_relax(pos, radii, box, RELAX_STEPS)
    print(f"initial relax: E={float(e0):.4f}")
    pos, energies = compress(pos, radii, box, factors=[0.99] * 4)
    for b, e in energies:
        print(f"L={b:.3f} E={e:.5f}")


if __name__ == "__main__":
    main()
