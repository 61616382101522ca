import jax.numpy as jnp
import numpy as np

from amenities import requested_amenities
from filter import amenity_filter

QUERIES = [
    {"user": 1, "amenities": ["pool", "parking"]},
    {"user": 2, "amenities": ["parking", "pool"]},
    {"user": 3, "amenities": ["pool", "parking", "pool"]},
    {"user": 4, "amenities": ["parking", "pool"]},
]


def main():
    rng = np.random.default_rng(0)
    flags = jnp.asarray(rng.random((250, 6)) < 0.5)
    for q in QUERIES:
        matches = amenity_filter(flags, wanted=requested_amenities(q))
        print(q["user"], int(matches.sum()), "hotels match")


if __name__ == "__main__":
    main()
