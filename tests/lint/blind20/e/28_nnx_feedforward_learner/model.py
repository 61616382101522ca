import jax.numpy as jnp
from flax import nnx


class AdaptiveFeedforward(nnx.Module):
    def __init__(self, n_features, rngs):
        self.head = nnx.Linear(n_features, 1, rngs=rngs)
        self.updates_seen = nnx.Variable(jnp.array(0, dtype=jnp.int32))

    def __call__(self, features):
        return self.head(features)[..., 0]


def features(ref, ref_dot):
    return jnp.stack([ref, ref_dot, jnp.sin(ref), jnp.ones_like(ref)], axis=-1)
