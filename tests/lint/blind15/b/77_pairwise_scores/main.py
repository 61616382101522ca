import jax
import numpy as np

from scoring import score_pairs

VOCAB, DIM = 30, 16

if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (VOCAB, DIM)) * 0.3, "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.3}
    rng = np.random.default_rng(0)
    for batch in range(4):
        prompts = rng.integers(0, VOCAB, (8, 6)).astype(np.int32)
        chosen = rng.integers(0, VOCAB, (8, 10)).astype(np.int32)
        rejected = rng.integers(0, VOCAB, (8, 10)).astype(np.int32)
        margin = score_pairs(params, prompts, chosen, rejected)
        print(batch, float((margin > 0).mean()))
