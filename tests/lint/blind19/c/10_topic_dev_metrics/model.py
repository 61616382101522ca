import equinox as eqx
import jax
import jax.numpy as jnp


class TopicClassifier(eqx.Module):
    embed: eqx.nn.Embedding
    hidden: eqx.nn.Linear
    out: eqx.nn.Linear

    def __init__(self, vocab_size, dim, num_topics, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.embed = eqx.nn.Embedding(vocab_size, dim, key=k1)
        self.hidden = eqx.nn.Linear(dim, dim, key=k2)
        self.out = eqx.nn.Linear(dim, num_topics, key=k3)

    def __call__(self, ids, mask):
        emb = jax.vmap(self.embed)(ids)
        pooled = (emb * mask[:, None]).sum(0) / jnp.maximum(mask.sum(), 1.0)
        return self.out(jax.nn.relu(self.hidden(pooled)))
