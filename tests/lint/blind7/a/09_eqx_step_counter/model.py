import equinox as eqx
import jax
import jax.numpy as jnp


class GRUForecaster(eqx.Module):
    cell: eqx.nn.GRUCell
    head: eqx.nn.Linear
    steps_seen: int

    def __init__(self, hidden, key):
        k1, k2 = jax.random.split(key)
        self.cell = eqx.nn.GRUCell(1, hidden, key=k1)
        self.head = eqx.nn.Linear(hidden, 1, key=k2)
        self.steps_seen = 0

    def __call__(self, window):
        h = jnp.zeros(self.cell.hidden_size)

        def body(h, x):
            return self.cell(x[None], h), None

        h, _ = jax.lax.scan(body, h, window)
        return self.head(h)[0]
