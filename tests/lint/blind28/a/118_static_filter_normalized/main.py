import jax.numpy as jnp
import numpy as np

from filters import run_search

SEARCHES = [
    {"min_stars": 4, "budget": 180.0},
    {"min_stars": 4.0, "budget": 150.0},
    {"min_stars": 4, "budget": 220.0},
    {"min_stars": 4.0, "budget": 120.0},
]


def main():
    rng = np.random.default_rng(0)
    stars = jnp.asarray(rng.choice([2.0, 3.0, 3.5, 4.0, 4.5, 5.0], 400), jnp.float32)
    prices = jnp.asarray(rng.gamma(6, 25, 400), jnp.float32)
    for q in SEARCHES:
        print(q, round(float(run_search(stars, prices, q)), 3))


if __name__ == "__main__":
    main()
