import numpy as np

from packing import fire_relax
from shear import shear_sweep

RELAX_STEPS = 40


def bidisperse(n, seed=0):
    rng = np.random.default_rng(seed)
    radii = np.where(np.arange(n) % 2 == 0, 0.5, 0.7).astype(np.float32)
    box = np.float32(np.sqrt(np.pi * np.sum(radii ** 2) / 0.8))
    pos = (rng.random((n, 2)) * box).astype(np.float32)
    return pos, radii, box


def main():
    pos, radii, box = bidisperse(24)
    pos, e0 = fire_relax(pos, radii, box, n_steps=RELAX_STEPS)
    print(f"initial relax: E={float(e0):.4f}")
    _, curve = shear_sweep(np.array(pos), radii, box, [0.01] * 4, RELAX_STEPS)
    print("energy vs strain:", " ".join(f"{e:.5f}" for e in curve))


if __name__ == "__main__":
    main()
