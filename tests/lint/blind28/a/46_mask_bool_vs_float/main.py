import jax
import numpy as np

from attention import pooled_review_vector
from data import review_batch, holdout_batch


def main():
    rng = np.random.default_rng(0)
    emb = jax.random.normal(jax.random.PRNGKey(0), (500, 16))
    w_att = jax.random.normal(jax.random.PRNGKey(1), (16,))
    centroid = np.zeros(16, np.float32)
    for i in range(8):
        tokens, mask = review_batch(rng)
        centroid += np.asarray(pooled_review_vector(emb, w_att, tokens, mask)).mean(0) / 8
    drift = []
    for i in range(4):
        tokens, mask = holdout_batch(rng)
        v = np.asarray(pooled_review_vector(emb, w_att, tokens, mask)).mean(0)
        drift.append(float(np.linalg.norm(v - centroid)))
    print("embedding drift on holdout", np.round(drift, 3))


if __name__ == "__main__":
    main()
