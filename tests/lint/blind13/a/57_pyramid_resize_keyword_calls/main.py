import jax
import jax.numpy as jnp
import numpy as np

from pyramid import image_pyramid, pyramid_features

LEVELS = 3


@jax.jit
def score(params, head, pyramid):
    return pyramid_features(params, pyramid) @ head


def main():
    rng = np.random.default_rng(0)
    params = jnp.asarray(rng.normal(size=(3, 8)) * 0.3, jnp.float32)
    head = jnp.asarray(rng.normal(size=(8 * LEVELS, 2)) * 0.3, jnp.float32)
    gallery = rng.normal(size=(16, 32, 32, 3)).astype(np.float32)
    gallery_pyr = image_pyramid(gallery, levels=LEVELS)
    gallery_scores = score(params, head, gallery_pyr)
    for query_id in range(4):
        query = rng.normal(size=(16, 32, 32, 3)).astype(np.float32)
        query_pyr = image_pyramid(query, levels=LEVELS)
        s = score(params, head, query_pyr)
        print(f"query {query_id}: mean score gap {float(jnp.abs(s - gallery_scores).mean()):.4f}")


if __name__ == "__main__":
    main()
