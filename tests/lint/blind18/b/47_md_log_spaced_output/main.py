import jax.numpy as jnp
import numpy as np

from integrator import run_segment


def log_spaced_checkpoints(total):
    pts, t = [], 1
    while t <= total:
        pts.append(t)
        t *= 2
    return pts


def main():
    rng = np.random.default_rng(0)
    grid = np.stack(np.meshgrid(np.arange(2), np.arange(2), np.arange(2)), -1).reshape(-1, 3)
    pos = jnp.asarray(1.1 * grid + 0.02 * rng.normal(size=grid.shape), jnp.float32)
    vel = jnp.zeros_like(pos)
    done = 0
    for t in log_spaced_checkpoints(64):
        pos, vel = run_segment(pos, vel, t - done)
        done = t
        ke = 0.5 * float(jnp.sum(vel ** 2))
        print(f"step {t:3d}  KE {ke:.5f}")


if __name__ == "__main__":
    main()
