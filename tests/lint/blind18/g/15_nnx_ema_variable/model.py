import jax.numpy as jnp
from flax import nnx


class MLP(nnx.Module):
    def __init__(self, din, dh, dout, rngs):
        self.fc1 = nnx.Linear(din, dh, rngs=rngs)
        self.fc2 = nnx.Linear(dh, dout, rngs=rngs)
        self.updates_seen = nnx.Variable(jnp.array(0, dtype=jnp.int32))

    def __call__(self, x):
        return self.fc2(nnx.relu(self.fc1(x)))


def ema_decay(updates_seen, max_decay=0.999):
    return min(max_decay, (1 + updates_seen) / (10 + updates_seen))
