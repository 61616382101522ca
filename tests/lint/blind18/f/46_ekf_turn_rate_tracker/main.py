import jax.numpy as jnp
import numpy as np

from ekf import ekf_step, new_track


def main():
    rng = np.random.default_rng(3)
    t = np.arange(7) * 0.1
    meas = np.stack([3 * np.cos(0.5 * t), 3 * np.sin(0.5 * t)], 1) + rng.normal(0, 0.1, (7, 2))
    meas = jnp.asarray(meas.astype(np.float32))
    track = new_track(meas[0])
    for z in meas[1:]:
        track = ekf_step(track, z)
    print("state", np.asarray(track.x).round(3))


if __name__ == "__main__":
    main()
