import jax.numpy as jnp
import numpy as np

from schema import active_columns
from scoring import score_bookings

CONFIG = {"drop": ["children"]}


def daily_table(rng, n=300):
    return {
        "lead_time": rng.exponential(60, n).astype(np.float32),
        "adults": rng.integers(1, 4, n).astype(np.float32),
        "children": rng.integers(0, 3, n).astype(np.float32),
        "weekend_nights": rng.integers(0, 3, n).astype(np.float32),
        "week_nights": rng.integers(0, 6, n).astype(np.float32),
        "adr": rng.normal(120, 30, n).astype(np.float32),
    }


def main():
    rng = np.random.default_rng(0)
    weights = jnp.array([0.9, 0.1, -0.2, 0.15, 0.3])
    for day in range(7):
        probs = score_bookings(daily_table(rng), weights, columns=active_columns(CONFIG))
        print(day, round(float(probs.mean()), 4), int((probs > 0.5).sum()))


if __name__ == "__main__":
    main()
