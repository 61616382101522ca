import equinox as eqx
import jax
import jax.numpy as jnp


class StreamingGRU(eqx.Module):
    cell: eqx.nn.GRUCell
    out: eqx.nn.Linear

    def __init__(self, key, hidden=16):
        k1, k2 = jax.random.split(key)
        self.cell = eqx.nn.GRUCell(1, hidden, key=k1)
        self.out = eqx.nn.Linear(hidden, 1, key=k2)

    def __call__(self, block, h):
        def step(h, x):
            h = self.cell(x[None], h)
            return h, self.out(h)[0]

        return jax.lax.scan(step, h, block)


@eqx.filter_jit
def process_block(model, block, h):
    h, y = model(block, h)
    return y, h
