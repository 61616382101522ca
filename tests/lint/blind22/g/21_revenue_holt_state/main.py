import jax.numpy as jnp
import numpy as np

from forecast import RevenueTracker


def main():
    rng = np.random.default_rng(0)
    daily = 1000 + 10 * np.arange(10) + rng.normal(0, 30, 10)
    tracker = RevenueTracker()
    for day, rev in enumerate(daily):
        fc = tracker.observe(jnp.float32(rev))
        print(day, round(float(fc), 1))


if __name__ == "__main__":
    main()
