import jax.numpy as jnp
import numpy as np

from sentiment import LexiconScorer


def daily_reviews(rng, n=40, vocab=200):
    return rng.poisson(0.1, (n, vocab)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    weights = jnp.asarray(rng.normal(0, 1, 200), jnp.float32)
    scorer = LexiconScorer(weights)
    for day in range(7):
        pol = scorer.score(daily_reviews(rng))
        print(day, "mean polarity", round(float(pol.mean()), 4), "negative share", round(float((pol < 0).mean()), 3))


if __name__ == "__main__":
    main()
