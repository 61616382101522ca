import jax.numpy as jnp
import numpy as np

from posterior import StreamingCalibrator

BATCHES, BATCH = 6, 20


def sensor_stream(rng, true_w):
    for _ in range(BATCHES):
        X = np.column_stack([np.ones(BATCH), rng.uniform(10, 30, BATCH)]).astype(np.float32)
        y = (X @ true_w + 0.5 * rng.standard_normal(BATCH)).astype(np.float32)
        valid = jnp.asarray(rng.random(BATCH) > 0.1, dtype=jnp.float32)  # dropped packets
        yield X, y, valid


def main():
    rng = np.random.default_rng(0)
    true_w = np.array([0.8, 0.97], np.float32)
    cal = StreamingCalibrator(dim=2)
    for X, y, valid in sensor_stream(rng, true_w):
        cal.update(X, y, valid)
    print("calibration (offset, gain):", np.round(np.asarray(cal.mean), 3), "readings used:", int(cal.n_seen))


if __name__ == "__main__":
    main()
