import jax.numpy as jnp
import numpy as np

from detector import CompressorDetector, inspect_batch


def main():
    rng = np.random.default_rng(79)
    det = CompressorDetector(jnp.asarray(rng.normal(size=6).astype(np.float32)), limit=2.0)
    for hour in range(5):
        feats = rng.normal(size=(20, 6)).astype(np.float32)
        det = det.with_drift_allowance(hour)
        peak, n_alarm = inspect_batch(det, feats)
        print(hour, det.limit, round(float(peak), 3), int(n_alarm))


if __name__ == "__main__":
    main()
