import jax
import jax.numpy as jnp

SR = 16000
BLOCK = 512


@jax.jit
def render_block(phase, freq, table):
    inc = freq / SR
    phases = phase + inc * jnp.arange(1, BLOCK + 1, dtype=jnp.float32)
    pos = (phases % 1.0) * table.shape[0]
    i0 = jnp.floor(pos).astype(jnp.int32)
    frac = pos - i0
    y = (1 - frac) * table[i0 % table.shape[0]] + frac * table[(i0 + 1) % table.shape[0]]
    return y, phases[-1] % 1.0


class Voice:
    def __init__(self, table, freq):
        self.table = table
        self.freq = jnp.float32(freq)
        self.phase = 0.0

    def next_block(self):
        y, self.phase = render_block(self.phase, self.freq, self.table)
        return y
