import jax
import jax.numpy as jnp
import equinox as eqx


class EventEncoder(eqx.Module):
    embed: eqx.nn.Embedding
    cell: eqx.nn.GRUCell
    head: eqx.nn.Linear

    def __init__(self, key, n_events=6, dim=16):
        k1, k2, k3 = jax.random.split(key, 3)
        self.embed = eqx.nn.Embedding(n_events, dim, key=k1)
        self.cell = eqx.nn.GRUCell(dim, dim, key=k2)
        self.head = eqx.nn.Linear(dim, 1, key=k3)

    def __call__(self, seq):
        def step(h, tok):
            h_new = self.cell(self.embed(tok), h)
            return jnp.where(tok > 0, h_new, h), None
        h, _ = jax.lax.scan(step, jnp.zeros(self.cell.hidden_size), seq)
        return self.head(h)[0]


@eqx.filter_jit
def exit_risk(model, batch):
    return jax.nn.sigmoid(jax.vmap(model)(batch))
