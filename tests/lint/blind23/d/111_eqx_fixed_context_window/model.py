import equinox as eqx
import jax
import jax.numpy as jnp

CONTEXT_TURNS = 4
TURN_LEN = 12


class DialogueActModel(eqx.Module):
    emb: eqx.nn.Embedding
    gru: eqx.nn.GRUCell
    head: eqx.nn.Linear

    def __init__(self, vocab, dim, n_acts, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.emb = eqx.nn.Embedding(vocab, dim, key=k1)
        self.gru = eqx.nn.GRUCell(dim, dim, key=k2)
        self.head = eqx.nn.Linear(dim, n_acts, key=k3)


@eqx.filter_jit
def choose_act(model, context, present):
    def step(h, inp):
        turn, ok = inp
        new = model.gru(jax.vmap(model.emb)(turn).mean(0), h)
        return jnp.where(ok, new, h), None
    h, _ = jax.lax.scan(step, jnp.zeros(model.gru.hidden_size), (context, present))
    return jnp.argmax(model.head(h))
