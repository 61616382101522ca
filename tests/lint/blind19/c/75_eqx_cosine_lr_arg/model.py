import equinox as eqx
import jax
import jax.numpy as jnp


class GruClassifier(eqx.Module):
    embed: eqx.nn.Embedding
    cell: eqx.nn.GRUCell
    head: eqx.nn.Linear

    def __init__(self, vocab, dim, num_classes, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.embed = eqx.nn.Embedding(vocab, dim, key=k1)
        self.cell = eqx.nn.GRUCell(dim, dim, key=k2)
        self.head = eqx.nn.Linear(dim, num_classes, key=k3)

    def __call__(self, ids):
        def step(h, tok):
            return self.cell(self.embed(tok), h), None
        h, _ = jax.lax.scan(step, jnp.zeros(self.cell.hidden_size), ids)
        return self.head(h)
