import jax
import jax.numpy as jnp

from listings import RAW, to_features


@jax.jit
def listing_score(listing, query_stars):
    confidence = listing["reviews"] / (listing["reviews"] + 200.0)
    quality = confidence * listing["rating"] + (1 - confidence) * 8.0
    return quality - 0.8 * jnp.abs(listing["stars"] - query_stars)


def main():
    query = jnp.float32(4.0)
    ranked = sorted(((float(listing_score(to_features(r), query)), r["name"]) for r in RAW), reverse=True)
    for s, name in ranked:
        print(f"{name:14s} {s:.3f}")


if __name__ == "__main__":
    main()
