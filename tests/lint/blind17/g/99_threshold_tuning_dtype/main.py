import jax
import jax.numpy as jnp
import numpy as np

from thresholds import DEFAULT_THRESHOLD, tune_threshold


@jax.jit
def alert_stats(scores, threshold):
    flagged = scores >= threshold
    return jnp.sum(flagged), jnp.mean(jnp.where(flagged, scores, 0.0))


def main():
    rng = np.random.default_rng(0)
    threshold = DEFAULT_THRESHOLD
    for hour in range(5):
        scores = rng.random(64).astype(np.float32)
        n_flagged, mean_flagged = alert_stats(scores, threshold)
        print(hour, float(threshold), int(n_flagged))
        labels = (rng.random(64) < scores).astype(np.float32)
        threshold = tune_threshold(scores, labels)


if __name__ == "__main__":
    main()
