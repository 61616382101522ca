import jax.numpy as jnp
from flax import nnx


class StepCount(nnx.Variable):
    pass


class MultiTaskNet(nnx.Module):
    """Shared trunk with a classification head and a reconstruction head."""

    def __init__(self, in_dim, num_classes, rngs: nnx.Rngs):
        self.trunk = nnx.Linear(in_dim, 32, rngs=rngs)
        self.cls_head = nnx.Linear(32, num_classes, rngs=rngs)
        self.rec_head = nnx.Linear(32, in_dim, rngs=rngs)
        self.seen_steps = StepCount(jnp.array(0, dtype=jnp.int32))

    def __call__(self, x):
        h = nnx.relu(self.trunk(x))
        return self.cls_head(h), self.rec_head(h)

    def rec_weight(self, warmup=4):
        return jnp.minimum(1.0, (self.seen_steps[...] + 1) / warmup)
