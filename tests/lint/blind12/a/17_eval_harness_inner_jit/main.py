import jax
import jax.numpy as jnp
import numpy as np

from harness import PerplexityEvaluator

VOCAB, DIM = 80, 16


def bigram_lm(params, tokens):
    return params["emb"][tokens] @ params["out"]


def heldout_batches(n_batches, batch=4, seq=24, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        toks = rng.integers(1, VOCAB, size=(batch, seq)).astype(np.int32)
        toks[:, rng.integers(12, seq):] = 0
        yield toks


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (VOCAB, DIM)), "out": jax.random.normal(k2, (DIM, VOCAB)) * 0.1}
    evaluator = PerplexityEvaluator(bigram_lm)
    print("heldout ppl", evaluator.evaluate(params, heldout_batches(6)))
