import equinox as eqx
import jax
import jax.numpy as jnp


class DemandRNN(eqx.Module):
    cell: eqx.nn.GRUCell
    head: eqx.nn.Linear

    def __init__(self, key, hidden=16):
        k1, k2 = jax.random.split(key)
        self.cell = eqx.nn.GRUCell(1, hidden, key=k1)
        self.head = eqx.nn.Linear(hidden, 1, key=k2)

    def encode(self, series):
        h = jnp.zeros(self.cell.hidden_size)
        def step(h, x):
            return self.cell(x[None], h), None
        h, _ = jax.lax.scan(step, h, series)
        return h


@eqx.filter_jit
def forecast_rooms(model, history, horizon):
    h = model.encode(history)
    def roll(carry, _):
        h, last = carry
        y = model.head(h)[0]
        h = model.cell(y[None], h)
        return (h, y), y
    _, preds = jax.lax.scan(roll, (h, history[-1]), None, length=horizon)
    return preds
