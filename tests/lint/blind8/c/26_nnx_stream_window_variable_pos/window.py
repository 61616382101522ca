import jax.numpy as jnp
from flax import nnx


class WritePosition(nnx.Variable):
    pass


class StreamingWindowEncoder(nnx.Module):
    """Keeps the last `window` frames of a sensor stream and encodes them."""

    def __init__(self, window, in_dim, out_dim, rngs):
        self.window = window
        self.frames = nnx.Variable(jnp.zeros((window, in_dim)))
        self.write_pos = WritePosition(jnp.array(0, dtype=jnp.int32))
        self.proj = nnx.Linear(in_dim, out_dim, rngs=rngs)

    def advance(self):
        self.write_pos.value = (self.write_pos.value + 1) % self.window


@nnx.jit
def ingest(encoder, frame):
    slot = encoder.write_pos.value
    encoder.frames.value = encoder.frames.value.at[slot].set(frame)
    encoder.advance()
    return jnp.tanh(encoder.proj(encoder.frames.value)).mean(axis=0)
