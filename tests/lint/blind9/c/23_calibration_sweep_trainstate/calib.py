import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class PlattHead(nn.Module):
    """Per-segment Platt scaling on top of frozen ranker logits."""

    n_segments: int

    @nn.compact
    def __call__(self, logits, segment):
        a = self.param("a", nn.initializers.ones, (self.n_segments,))
        b = self.param("b", nn.initializers.zeros, (self.n_segments,))
        return a[segment] * logits + b[segment]


def create_state(key, n_segments, lr):
    head = PlattHead(n_segments)
    params = head.init(key, jnp.zeros(4), jnp.zeros(4, jnp.int32))["params"]
    return train_state.TrainState.create(apply_fn=head.apply, params=params, tx=optax.adam(lr))


@jax.jit
def train_step(state, logits, segment, clicks, l2):
    def loss_fn(params):
        z = state.apply_fn({"params": params}, logits, segment)
        nll = optax.sigmoid_binary_cross_entropy(z, clicks).mean()
        return nll + l2 * sum(jnp.sum((p - p.mean()) ** 2) for p in jax.tree.leaves(params))

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
