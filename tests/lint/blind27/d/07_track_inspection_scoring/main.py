import jax.numpy as jnp
import numpy as np

from inspection import load_day
from scoring import anomaly_score


def main():
    rng = np.random.default_rng(7)
    weights = jnp.array([0.6, 0.3, 0.4])
    flagged = []
    for day in range(10):
        batch = load_day(day, rng)
        s = anomaly_score(batch, weights)
        flagged.append(int((s > 2.5).sum()))
    print("segments flagged per day:", flagged)


if __name__ == "__main__":
    main()
