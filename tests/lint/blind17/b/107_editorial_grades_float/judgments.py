import jax.numpy as jnp
import numpy as np


def load_judgments(rng, num_queries, list_size, feat_dim):
    batches = []
    for q in range(num_queries):
        feats = rng.normal(size=(list_size, feat_dim)).astype(np.float32)
        grades = [int(g) for g in rng.integers(0, 4, list_size)]
        if q % 3 == 2:
            grades = [g - 0.5 if g > 0 else 0 for g in grades]
        batches.append((jnp.asarray(feats), jnp.array(grades, dtype=jnp.float32)))
    return batches
