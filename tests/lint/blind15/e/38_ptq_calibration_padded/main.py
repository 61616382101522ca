import jax
import jax.numpy as jnp
import numpy as np

from data import calibration_batches
from quant import observe, scales_from_ranges

CALIB_SIZE = 200
BATCH = 64


def main():
    rng = np.random.default_rng(0)
    params = {f"layer{i}": jnp.asarray(rng.normal(size=(16, 16)).astype(np.float32) / 4) for i in range(3)}
    calib = rng.normal(size=(CALIB_SIZE, 16)).astype(np.float32)
    ranges = {k: jnp.zeros(()) for k in params}
    for xb in calibration_batches(calib, BATCH):
        ranges = observe(ranges, params, xb)
    print(scales_from_ranges(ranges))


if __name__ == "__main__":
    main()
