import jax
import numpy as np

from model import FloodPeakMLP
from serve import predict_peaks


def main():
    rng = np.random.default_rng(9)
    params = FloodPeakMLP(hidden=32).init(jax.random.PRNGKey(0), np.zeros((1, 5), np.float32))
    for batch in range(5):
        feats = rng.normal(size=(20, 5)).astype(np.float32)
        peaks = predict_peaks(params, feats)
        print(f"request {batch}: median predicted peak {float(np.median(np.asarray(peaks))):.3f}")


if __name__ == "__main__":
    main()
