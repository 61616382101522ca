import jax
import jax.numpy as jnp
from flax import nnx


class GraphConv(nnx.Module):
    def __init__(self, din, dout, rngs):
        self.lin_self = nnx.Linear(din, dout, rngs=rngs)
        self.lin_nbr = nnx.Linear(din, dout, rngs=rngs)

    def __call__(self, h, senders, receivers):
        msg = self.lin_nbr(h)[senders]
        agg = jax.ops.segment_sum(msg, receivers, num_segments=h.shape[0])
        deg = jax.ops.segment_sum(jnp.ones_like(receivers, jnp.float32), receivers,
                                  num_segments=h.shape[0])
        return self.lin_self(h) + agg / jnp.maximum(deg, 1.0)[:, None]


class NodeClassifier(nnx.Module):
    def __init__(self, din, hidden, num_classes, rngs):
        self.conv1 = GraphConv(din, hidden, rngs)
        self.conv2 = GraphConv(hidden, num_classes, rngs)
        self.epochs_trained = 0

    def __call__(self, h, senders, receivers):
        h = nnx.relu(self.conv1(h, senders, receivers))
        return self.conv2(h, senders, receivers)
