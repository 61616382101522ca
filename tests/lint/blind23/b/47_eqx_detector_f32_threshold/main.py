import equinox as eqx
import jax.numpy as jnp
import numpy as np

from detector import EnergyDetector


@eqx.filter_jit
def score_windows(detector, windows):
    return detector(windows)


def adapt_threshold(detector, scores, target_rate=0.05):
    new = jnp.quantile(scores, 1.0 - target_rate)
    return eqx.tree_at(lambda d: d.threshold, detector, new)


def main():
    rng = np.random.default_rng(31)
    detector = EnergyDetector(weights=jnp.array([0.5, 0.3, 0.2]), threshold=jnp.asarray(1.0, dtype=jnp.float32))
    for day in range(5):
        windows = jnp.asarray(rng.standard_normal((500, 3, 100)) * (1 + 0.2 * day), jnp.float32)
        hits, scores = score_windows(detector, windows)
        print(day, int(hits.sum()), round(float(detector.threshold), 3))
        detector = adapt_threshold(detector, scores)


if __name__ == "__main__":
    main()
