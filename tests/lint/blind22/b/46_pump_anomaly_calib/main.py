import jax
import numpy as np

from model import PumpEncoder
from scoring import anomaly_scores, log_ratio

PUMPS = {"P-01": 0.8, "P-02": 1.1, "P-03": 0.95}


def main():
    model = PumpEncoder(10, jax.random.PRNGKey(0))
    rng = np.random.default_rng(14)
    for hour in range(2):
        for pump, ref in PUMPS.items():
            windows = rng.normal(size=(12, 10)).astype(np.float32)
            scores = anomaly_scores(model, windows, np.float32(ref), log_ratio)
            print(hour, pump, round(float(scores.max()), 3))


if __name__ == "__main__":
    main()
