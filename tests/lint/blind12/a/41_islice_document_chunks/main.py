import jax
import numpy as np

from scoring import document_logprob

VOCAB = 90


def tokenized_documents(seed=0):
    rng = np.random.default_rng(seed)
    for n_tokens in (37, 45, 52, 29, 60):
        yield rng.integers(0, VOCAB, size=n_tokens).tolist()


if __name__ == "__main__":
    params = {"emb": jax.random.normal(jax.random.PRNGKey(0), (VOCAB, 16)) * 0.2}
    for i, doc in enumerate(tokenized_documents()):
        lp = document_logprob(params, doc)
        print(f"doc {i}: {len(doc)} tokens, ppl {np.exp(-lp / len(doc)):.2f}")
