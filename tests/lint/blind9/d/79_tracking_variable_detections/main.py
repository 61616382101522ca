import jax
import jax.numpy as jnp
import numpy as np

from pf import pda_filter_step
from sensor import radar_frames

N_PARTICLES = 300


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    particles = jnp.concatenate([0.1 * jax.random.normal(key, (N_PARTICLES, 2)),
                                 jnp.tile(jnp.array([0.3, 0.1]), (N_PARTICLES, 1))], axis=1)
    for t, (detections, true_pos) in enumerate(radar_frames(rng)):
        key, sub = jax.random.split(key)
        particles, estimate = pda_filter_step(sub, particles, detections)
        err = float(np.linalg.norm(np.asarray(estimate) - true_pos))
        print(f"frame {t}: {len(detections)} detections, position error {err:.3f}")


if __name__ == "__main__":
    main()
