import numpy as np
import jax.numpy as jnp

from tracker import RateTracker


def main():
    rng = np.random.default_rng(4)
    density = 1.090 - 0.004 * np.arange(60) / 6 + rng.normal(0, 2e-4, 60)
    tracker = RateTracker()
    for start in range(0, 60, 12):
        window = jnp.asarray(density[start:start + 12], jnp.float32)
        est = tracker.push(window)
        print(f"hours {start}-{start + 11}: rate {float(est) * 1000:.3f} mSG/h")


if __name__ == "__main__":
    main()
