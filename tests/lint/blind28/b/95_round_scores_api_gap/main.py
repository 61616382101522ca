import jax
import jax.numpy as jnp
import numpy as np

from api import fetch_round_scores


@jax.jit
def round_rating_gap(scores):
    return scores[:5].mean() - scores[5:].mean(), jnp.argmax(scores)


def main():
    rng = np.random.default_rng(3)
    for rnd in range(10):
        scores = jnp.asarray(fetch_round_scores(rng), dtype=jnp.float32)
        diff, star = round_rating_gap(scores)
        print(rnd, round(float(diff), 2), int(star))


if __name__ == "__main__":
    main()
