import jax
import jax.numpy as jnp

from listings import LISTINGS


@jax.jit
def ranking_score(listing, query_stars):
    confidence = listing["reviews"] / (listing["reviews"] + 200.0)
    quality = confidence * listing["rating"] + (1 - confidence) * 8.0
    star_gap = jnp.abs(listing["stars"] - query_stars)
    return quality - 0.8 * star_gap


def main():
    query = jnp.float32(4.0)
    scored = []
    for item in LISTINGS:
        feats = {k: v for k, v in item.items() if k != "name"}
        scored.append((float(ranking_score(feats, query)), item["name"]))
    for s, name in sorted(scored, reverse=True):
        print(f"{name:14s} {s:.3f}")


if __name__ == "__main__":
    main()
