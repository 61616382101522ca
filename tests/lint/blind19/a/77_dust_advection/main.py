import numpy as np

from advect import advect_dust
from timestep import cfl_timestep

H = 0.5
GUSTS = [1.0, 1.2, 3.0, 5.0, 2.5, 1.0]


def main():
    rng = np.random.default_rng(0)
    pos = rng.uniform(0, 10, size=(128, 2)).astype(np.float32)
    base = rng.normal(size=(128, 2))
    base = (0.1 * base / np.max(np.linalg.norm(base, axis=1))).astype(np.float32)
    t = 0.0
    for frame, gust in enumerate(GUSTS):
        vel = base * np.float32(gust)
        dt = cfl_timestep(vel, H)
        pos = advect_dust(pos, vel, dt)
        t += dt
        print(f"frame {frame} dt={dt} t={t:.3f}")


if __name__ == "__main__":
    main()
