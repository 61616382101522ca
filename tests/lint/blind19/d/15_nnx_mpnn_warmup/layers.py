import jax
import jax.numpy as jnp
from flax import nnx


class GatedMessagePassing(nnx.Module):
    """Residual message passing whose message branch is faded in over warmup steps."""

    def __init__(self, dim, warmup, rngs):
        self.msg = nnx.Linear(dim, dim, rngs=rngs)
        self.upd = nnx.Linear(2 * dim, dim, rngs=rngs)
        self.warmup = warmup
        self.step = 0

    def __call__(self, h, senders, receivers, train=True):
        if train:
            self.step += 1
        gate = min(self.step / self.warmup, 1.0)
        m = jax.ops.segment_sum(self.msg(h[senders]), receivers, num_segments=h.shape[0])
        return h + gate * nnx.relu(self.upd(jnp.concatenate([h, m], -1)))


class MoleculeNet(nnx.Module):
    def __init__(self, d_in, dim, rngs):
        self.embed = nnx.Linear(d_in, dim, rngs=rngs)
        self.mp1 = GatedMessagePassing(dim, warmup=10, rngs=rngs)
        self.mp2 = GatedMessagePassing(dim, warmup=10, rngs=rngs)
        self.head = nnx.Linear(dim, 1, rngs=rngs)

    def __call__(self, x, senders, receivers, graph_id, n_graphs):
        h = self.embed(x)
        h = self.mp1(h, senders, receivers)
        h = self.mp2(h, senders, receivers)
        pooled = jax.ops.segment_sum(h, graph_id, num_segments=n_graphs)
        return self.head(pooled)[:, 0]
