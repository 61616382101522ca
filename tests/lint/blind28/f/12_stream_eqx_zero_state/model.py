import equinox as eqx
import jax
import jax.numpy as jnp


class StreamingRecognizer(eqx.Module):
    cell: eqx.nn.GRUCell
    head: eqx.nn.Linear
    hidden: int = eqx.field(static=True)

    def __init__(self, in_dim, hidden, classes, key):
        k1, k2 = jax.random.split(key)
        self.cell = eqx.nn.GRUCell(in_dim, hidden, key=k1)
        self.head = eqx.nn.Linear(hidden, classes, key=k2)
        self.hidden = hidden

    def initial_state(self):
        return jnp.zeros(self.hidden)

    def __call__(self, chunk, state):
        def f(h, x):
            h = self.cell(x, h)
            return h, None

        state, _ = jax.lax.scan(f, state, chunk)
        return state, self.head(state)


@eqx.filter_jit
def recognize_chunk(model, chunk, state):
    return model(chunk, state)
