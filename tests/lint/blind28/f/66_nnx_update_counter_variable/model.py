from flax import nnx
import jax.numpy as jnp


class UpdateCount(nnx.Variable):
    pass


class OnlineGestureHead(nnx.Module):
    def __init__(self, feat, classes, rngs):
        self.proj = nnx.Linear(feat, classes, rngs=rngs)
        self.num_updates = UpdateCount(jnp.zeros((), jnp.int32))

    def __call__(self, x):
        return self.proj(x)
