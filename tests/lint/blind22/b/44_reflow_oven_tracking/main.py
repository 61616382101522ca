import jax.numpy as jnp
import numpy as np

from profiles import oven_runs
from tracker import kalman_track


def main():
    q, r = jnp.float32(0.01), jnp.float32(4.0)
    for run_id, sp, meas, valid in oven_runs(seed=31):
        offsets = np.asarray(kalman_track(sp, meas, valid, q, r))[valid]
        print(run_id, int(valid.sum()), round(float(offsets[-1]), 3), round(float(np.max(np.abs(offsets))), 3))


if __name__ == "__main__":
    main()
