import equinox as eqx
import jax
import jax.numpy as jnp


class NoteLM(eqx.Module):
    emb: eqx.nn.Embedding
    cell: eqx.nn.GRUCell
    head: eqx.nn.Linear

    def __init__(self, vocab, dim, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.emb = eqx.nn.Embedding(vocab, dim, key=k1)
        self.cell = eqx.nn.GRUCell(dim, dim, key=k2)
        self.head = eqx.nn.Linear(dim, vocab, key=k3)


@eqx.filter_jit
def sample_melody(model, first_note, key, temperature, length=32):
    def step(carry, k):
        tok, h = carry
        h = model.cell(model.emb(tok), h)
        nxt = jax.random.categorical(k, model.head(h) / temperature)
        return (nxt, h), nxt

    h0 = jnp.zeros(model.cell.hidden_size)
    _, notes = jax.lax.scan(step, (first_note, h0), jax.random.split(key, length))
    return notes
