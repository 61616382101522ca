import numpy as np
import jax.numpy as jnp

from pf import weigh_particles, prune
from terrain import terrain_height


def main():
    rng = np.random.default_rng(0)
    particles = jnp.asarray(rng.uniform(-500, 500, (400, 2)), jnp.float32)
    truth = np.array([100.0, -50.0])
    vel = jnp.array([60.0, 10.0])
    alt = 1500.0
    for k in range(8):
        truth = truth + np.asarray(vel) * 1.0
        radar = alt - float(terrain_height(truth[0], truth[1])) + rng.normal(0, 15.0)
        particles, w = weigh_particles(particles, vel, alt, radar, 1.0)
        est = np.asarray((particles * w[:, None]).sum(0))
        particles = prune(particles, w, rng)
        print(k, particles.shape[0], np.round(est - truth, 1))


if __name__ == "__main__":
    main()
