import jax.numpy as jnp
import numpy as np

from trending import TrendingTracker


def main():
    rng = np.random.default_rng(0)
    tracker = TrendingTracker(100)
    for minute in range(6):
        hot = 10 + minute
        clicks = np.concatenate([rng.integers(0, 100, 30), np.full(10, hot)])
        tracker.observe(jnp.asarray(clicks, jnp.int32))
        print(minute, tracker.top())


if __name__ == "__main__":
    main()
