import jax
import jax.numpy as jnp
import numpy as np

from history import PlayerHistory


@jax.jit
def form_rating(scores):
    # exponentially weighted recent form, newest last
    n = scores.shape[0]
    w = 0.85 ** jnp.arange(n)[::-1]
    return jnp.sum(w * scores) / jnp.sum(w)


def main():
    rng = np.random.default_rng(12)
    hist = PlayerHistory()
    for match in range(10):
        hist.add(float(rng.normal(50, 10)))
        form = form_rating(hist.as_array())
        print(match, round(float(form), 2))


if __name__ == "__main__":
    main()
