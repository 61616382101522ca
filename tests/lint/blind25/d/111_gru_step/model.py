import equinox as eqx
import jax

class ClauseGRU(eqx.Module):
    emb: eqx.nn.Embedding
    cell: eqx.nn.GRUCell
    head: eqx.nn.Linear

    def __init__(self, key, vocab=300, dim=16):
        k1, k2, k3 = jax.random.split(key, 3)
        self.emb = eqx.nn.Embedding(vocab, dim, key=k1)
        self.cell = eqx.nn.GRUCell(dim, dim, key=k2)
        self.head = eqx.nn.Linear(dim, 2, key=k3)

    def __call__(self, ids):
        def step(h, i):
            return self.cell(self.emb(i), h), None
        h, _ = jax.lax.scan(step, jax.numpy.zeros(self.cell.hidden_size), ids)
        return self.head(h)
