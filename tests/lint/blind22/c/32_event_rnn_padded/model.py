import equinox as eqx
import jax
import jax.numpy as jnp


class EventRNN(eqx.Module):
    cell: eqx.nn.GRUCell
    head: eqx.nn.Linear

    def __init__(self, n_feat, hidden, key):
        k1, k2 = jax.random.split(key)
        self.cell = eqx.nn.GRUCell(n_feat, hidden, key=k1)
        self.head = eqx.nn.Linear(hidden, 1, key=k2)

    def __call__(self, seq, valid):
        def step(h, inp):
            x, v = inp
            return jnp.where(v, self.cell(x, h), h), None

        h, _ = jax.lax.scan(step, jnp.zeros(self.cell.hidden_size), (seq, valid))
        return self.head(h)[0]
