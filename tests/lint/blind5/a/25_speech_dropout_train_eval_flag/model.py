from functools import partial

import jax
import jax.numpy as jnp
from flax import linen as nn


class FrameClassifier(nn.Module):
    n_phones: int = 10
    hidden: int = 32
    dropout: float = 0.2

    @nn.compact
    def __call__(self, feats, deterministic):
        h = nn.relu(nn.Dense(self.hidden)(feats))
        h = nn.Dropout(self.dropout)(h, deterministic=deterministic)
        return nn.Dense(self.n_phones)(h)


model = FrameClassifier()


@partial(jax.jit, static_argnames=("deterministic",))
def frame_loss(params, feats, labels, key, deterministic):
    logits = model.apply({"params": params}, feats, deterministic=deterministic, rngs={"dropout": key})
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, labels[..., None], -1).mean()


@jax.jit
def sgd(params, feats, labels, key):
    loss, g = jax.value_and_grad(frame_loss)(params, feats, labels, key, deterministic=False)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, g), loss
