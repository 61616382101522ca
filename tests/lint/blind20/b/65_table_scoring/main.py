import jax.numpy as jnp
import numpy as np

from scoring import table_likelihood

BOXES_PER_DOC = 16
DOCS_PER_REQUEST = 3


def doc_stream(rng, n_requests):
    next_id = 1000
    for _ in range(n_requests):
        docs = []
        for _ in range(DOCS_PER_REQUEST):
            xy = rng.uniform(0, 0.8, size=(BOXES_PER_DOC, 2))
            boxes = np.concatenate([xy, xy + 0.1], axis=1).astype(np.float32)
            docs.append({"id": f"doc-{next_id}", "boxes": boxes})
            next_id += 1
        yield docs


def main():
    rng = np.random.default_rng(0)
    weights = jnp.array([2.0, 0.5])
    for docs in doc_stream(rng, 4):
        batch = {d["id"]: jnp.asarray(d["boxes"]) for d in docs}
        scores = table_likelihood(batch, weights)
        print({k: round(float(v), 3) for k, v in scores.items()})


if __name__ == "__main__":
    main()
