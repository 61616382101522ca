import equinox as eqx
import jax
import jax.numpy as jnp


class StreamingGRU(eqx.Module):
    cell: eqx.nn.GRUCell
    out: eqx.nn.Linear

    def __init__(self, feat_dim, hidden, key):
        k1, k2 = jax.random.split(key)
        self.cell = eqx.nn.GRUCell(feat_dim, hidden, key=k1)
        self.out = eqx.nn.Linear(hidden, 1, key=k2)

    def run_chunk(self, h, chunk):
        def body(h, x):
            h = self.cell(x, h)
            return h, self.out(h)[0]

        return jax.lax.scan(body, h, chunk)
