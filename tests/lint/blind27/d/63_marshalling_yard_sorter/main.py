from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from yard import CONFIG, layout_tracks, make_layout


@partial(jax.jit, static_argnums=(1,))
def sort_cars(destinations, n_tracks):
    counts = jnp.zeros(n_tracks).at[destinations % n_tracks].add(1.0)
    return counts, jnp.argmax(counts)


def main():
    rng = np.random.default_rng(0)
    layout = make_layout()
    for hump in range(6):
        dest = rng.integers(0, 40, 80).astype(np.int32)
        n = CONFIG["n_tracks"] if hump % 2 == 0 else layout_tracks(layout)
        counts, busiest = sort_cars(dest, n)
        print(hump, counts.astype(int).tolist(), int(busiest))


if __name__ == "__main__":
    main()
