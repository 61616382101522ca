import numpy as np

from boundary import cull_outflow
from flow import advect


def seed_tracers(n, seed=0):
    rng = np.random.default_rng(seed)
    pos = np.stack([rng.uniform(0.0, 1.0, n), rng.uniform(0.0, 1.0, n)], axis=1).astype(np.float32)
    return pos, np.zeros_like(pos), np.ones(n, bool)


def main():
    pos, vel, alive = seed_tracers(200)
    t, dt = 0.0, 0.05
    for step in range(6):
        pos, vel = advect(pos, vel, t, dt)
        pos, vel, alive = cull_outflow(pos, vel, alive)
        t += dt
        print(f"step {step} tracers={int(alive.sum())}")


if __name__ == "__main__":
    main()
