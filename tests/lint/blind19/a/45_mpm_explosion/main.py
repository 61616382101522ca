import numpy as np

from grid import fit_grid
from mpm import particle_to_grid

DX = 0.1


def main():
    rng = np.random.default_rng(0)
    base = rng.uniform(-0.5, 0.5, size=(300, 2)).astype(np.float32)
    vel = (base * 2.0).astype(np.float32)
    mass = np.full((300,), 0.01, np.float32)
    for frame in range(5):
        pos = base * (1.0 + 0.6 * frame)
        shape, origin = fit_grid(pos, DX)
        m, v = particle_to_grid(pos, mass, vel, origin, DX, grid_shape=shape)
        print(f"frame {frame} grid={shape} mass={float(m.sum()):.3f}")


if __name__ == "__main__":
    main()
