import jax
import numpy as np

from sph import density_and_forces

DT = 0.01


def in_domain(pos):
    return (pos[:, 1] > 0.0) & (np.abs(pos[:, 0]) < 1.0)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    pos = rng.uniform([-0.5, 0.0], [0.5, 0.5], size=(120, 2)).astype(np.float32)
    vel = rng.normal(scale=0.5, size=(120, 2)).astype(np.float32)
    for step in range(6):
        rho, acc = density_and_forces(pos, vel)
        vel = vel + DT * np.asarray(acc)
        pos = pos + DT * vel
        keep = in_domain(pos)
        pos, vel = pos[keep], vel[keep]
        print(f"step {step}: {len(pos)} particles, mean rho {float(rho.mean()):.2e}")
