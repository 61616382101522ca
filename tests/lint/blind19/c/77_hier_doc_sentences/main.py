import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from documents import SENT_LEN, encode_document

VOCAB = 50


class HierarchicalAttention(nn.Module):
    dim: int = 16

    @nn.compact
    def __call__(self, sentences):
        emb = nn.Embed(VOCAB, self.dim)
        sent_vecs = jnp.stack([emb(s).mean(axis=0) for s in sentences])
        weights = jax.nn.softmax(nn.Dense(1)(jnp.tanh(nn.Dense(self.dim)(sent_vecs)))[:, 0])
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
    params = model.init(jax.random.PRNGKey(0), [jnp.zeros(SENT_LEN, jnp.int32)])

    @jax.jit
    def classify(params, sentences):
        return jnp.argmax(model.apply(params, sentences))

    docs = [synthetic_document(rng) for _ in range(8)]
    labels = [int(classify(params, encode_document(d))) for d in docs]
    print("predicted labels", labels)


if __name__ == "__main__":
    main()
