import jax.numpy as jnp
import numpy as np

from adapt import adapt_writer
from writers import resolve_writer

QUIRES = ["scribe_A", "scribe_B", None, "scribe_C", None, "scribe_A"]


def main():
    rng = np.random.default_rng(93)
    centroids = rng.normal(size=(3, 8)).astype(np.float32)
    emb = jnp.asarray(centroids)
    for q, name in enumerate(QUIRES):
        style = rng.normal(size=8).astype(np.float32)
        w = resolve_writer(name, style, centroids)
        emb = adapt_writer(emb, w, style, 0.2)
        print(q, name, int(w))


if __name__ == "__main__":
    main()
