"""Score incoming 6-channel sensor snapshots against a fitted Gaussian baseline."""
import jax.numpy as jnp
import numpy as np

from scoring import MultivariateDetector

CHANNELS, BATCH = 6, 32


def snapshots(rng, n, drift=0.0):
    base = rng.normal(size=(n, CHANNELS)) @ np.triu(np.ones((CHANNELS, CHANNELS))) * 0.3
    return jnp.asarray(base + drift, dtype=jnp.float32)


def main():
    rng = np.random.default_rng(0)
    detector = MultivariateDetector().fit(snapshots(rng, 500))
    for minute in range(6):
        batch = snapshots(rng, BATCH, drift=0.4 * (minute >= 4))
        flags = detector.flag(batch)
        print(f"minute {minute}: {int(flags.sum())}/{BATCH} flagged")


if __name__ == "__main__":
    main()
