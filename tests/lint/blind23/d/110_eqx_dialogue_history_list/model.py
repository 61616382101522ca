import equinox as eqx
import jax
import jax.numpy as jnp


class TurnEncoder(eqx.Module):
    emb: eqx.nn.Embedding
    gru: eqx.nn.GRUCell
    head: eqx.nn.Linear

    def __init__(self, vocab, dim, n_acts, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.emb = eqx.nn.Embedding(vocab, dim, key=k1)
        self.gru = eqx.nn.GRUCell(dim, dim, key=k2)
        self.head = eqx.nn.Linear(dim, n_acts, key=k3)


@eqx.filter_jit
def next_tutor_act(model, history):
    h = jnp.zeros(model.gru.hidden_size)
    for turn in history:
        h = model.gru(jax.vmap(model.emb)(turn).mean(0), h)
    return jnp.argmax(model.head(h))
