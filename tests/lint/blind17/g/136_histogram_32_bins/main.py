import functools

import jax
import jax.numpy as jnp
import numpy as np

N_BINS = 32


@functools.partial(jax.jit, static_argnames=("n_bins",))
def score_histogram(scores, n_bins):
    counts, _ = jnp.histogram(scores, bins=n_bins, range=(-6.0, 6.0))
    probs = counts / scores.shape[0]
    entropy = -jnp.sum(jnp.where(probs > 0, probs * jnp.log(probs), 0.0))
    return entropy, jnp.argmax(counts)


def main():
    rng = np.random.default_rng(0)
    for window in range(5):
        scores = rng.normal(scale=0.6 + 0.3 * window, size=256).astype(np.float32)
        entropy, mode_bin = score_histogram(scores, n_bins=N_BINS)
        print(window, N_BINS, round(float(entropy), 3), int(mode_bin))


if __name__ == "__main__":
    main()
