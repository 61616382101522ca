import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from documents import MAX_SENTS, SENT_LEN, encode_document

VOCAB = 50


class HierarchicalAttention(nn.Module):
    dim: int = 16

    @nn.compact
    def __call__(self, sentences, present):
        sent_vecs = nn.Embed(VOCAB, self.dim)(sentences).mean(axis=1)
        scores = nn.Dense(1)(jnp.tanh(nn.Dense(self.dim)(sent_vecs)))[:, 0]
        weights = jax.nn.softmax(jnp.where(present, scores, -1e9))
        return nn.Dense(3)(weights @ sent_vecs)


def synthetic_document(rng):
    n_sent = int(rng.integers(2, 6))
    toks = []
    for _ in range(n_sent):
        toks += list(rng.integers(3, VOCAB, size=int(rng.integers(3, 8)))) + [2]
    return toks


def main():
    rng = np.random.default_rng(0)
    model = HierarchicalAttention()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((MAX_SENTS, SENT_LEN), jnp.int32),
                        jnp.ones(MAX_SENTS, bool))

    @jax.jit
    def classify(params, sentences, present):
        return jnp.argmax(model.apply(params, sentences, present))

    docs = [synthetic_document(rng) for _ in range(8)]
    labels = [int(classify(params, *encode_document(d))) for d in docs]
    print("predicted labels", labels)


if __name__ == "__main__":
    main()
