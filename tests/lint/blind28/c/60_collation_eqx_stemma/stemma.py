import equinox as eqx
import jax
import jax.numpy as jnp


class ReadingEncoder(eqx.Module):
    embed: eqx.nn.Embedding
    mix: eqx.nn.Linear

    def __init__(self, key, vocab=300, dim=16):
        k1, k2 = jax.random.split(key)
        self.embed = eqx.nn.Embedding(vocab, dim, key=k1)
        self.mix = eqx.nn.Linear(dim, dim, key=k2)

    def __call__(self, tokens):
        return jnp.tanh(jax.vmap(self.mix)(jax.vmap(self.embed)(tokens))).mean(axis=0)


@eqx.filter_jit
def witness_distances(encoder, witnesses):
    vecs = jnp.stack([encoder(w) for w in witnesses])
    diff = vecs[:, None, :] - vecs[None, :, :]
    return jnp.sqrt((diff ** 2).sum(-1) + 1e-9)
