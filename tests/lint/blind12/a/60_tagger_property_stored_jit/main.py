import jax
import numpy as np

from tagger import CRFLiteTagger

VOCAB, TAGS, DIM, SEQ = 50, 4, 8, 10


def load_params(seed=0):
    ks = jax.random.split(jax.random.PRNGKey(seed), 3)
    return {"emb": jax.random.normal(ks[0], (VOCAB, DIM)),
            "out": jax.random.normal(ks[1], (DIM, TAGS)),
            "trans": jax.random.normal(ks[2], (TAGS, TAGS)) * 0.5}


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    sentences = [rng.integers(0, VOCAB, size=SEQ).astype(np.int32) for _ in range(6)]
    tagger = CRFLiteTagger(load_params())
    for tags in tagger.tag_corpus(sentences):
        print(tags)
