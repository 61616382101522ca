import numpy as np
import jax.numpy as jnp

from tracker import KalmanTracker, kalman_update


def main():
    rng = np.random.default_rng(0)
    true_pos = np.cumsum(np.full(6, 0.1))
    obs = true_pos + 0.3 * rng.standard_normal(6)

    trk = KalmanTracker.constant_velocity()
    for z in obs:
        trk = kalman_update(trk, jnp.array([z], dtype=jnp.float32))
    print("updates:", trk.n_updates, "state:", np.round(np.asarray(trk.mean), 3))


if __name__ == "__main__":
    main()
