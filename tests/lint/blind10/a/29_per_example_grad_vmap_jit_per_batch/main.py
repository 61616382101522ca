import jax
import numpy as np

from scoring import grad_norms

VOCAB, DIM, SEQ, N_LABELS, BS = 60, 12, 10, 3, 16


def corpus_batches(rng, n_batches):
    for _ in range(n_batches):
        tokens = rng.integers(0, VOCAB, size=(BS, SEQ)).astype(np.int32)
        labels = rng.integers(0, N_LABELS, size=BS).astype(np.int32)
        yield tokens, labels


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (VOCAB, DIM)), "head": jax.random.normal(k2, (DIM, N_LABELS))}
    keep = []
    for tokens, labels in corpus_batches(rng, 6):
        norms = np.asarray(grad_norms(params, tokens, labels))
        keep.append(tokens[norms > np.median(norms)])
    print("kept", sum(len(k) for k in keep), "of", 6 * BS, "examples")


if __name__ == "__main__":
    main()
