import jax.numpy as jnp
import numpy as np

from integrator import run_segment

REPORT_EVERY = 8
TOTAL_STEPS = 64


def main():
    rng = np.random.default_rng(0)
    grid = np.stack(np.meshgrid(np.arange(2), np.arange(2), np.arange(2)), -1).reshape(-1, 3)
    pos = jnp.asarray(1.1 * grid + 0.02 * rng.normal(size=grid.shape), jnp.float32)
    vel = jnp.zeros_like(pos)
    for t in range(REPORT_EVERY, TOTAL_STEPS + 1, REPORT_EVERY):
        pos, vel = run_segment(pos, vel, REPORT_EVERY)
        ke = 0.5 * float(jnp.sum(vel ** 2))
        print(f"step {t:3d}  KE {ke:.5f}")


if __name__ == "__main__":
    main()
