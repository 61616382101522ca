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


class Calibrator:
    def __init__(self, n_segments, lr):
        self.head = PlattHead(n_segments)
        self.tx = optax.adam(lr)
        self._template = self.head.init(jax.random.PRNGKey(0), jnp.zeros(4),
                                        jnp.zeros(4, jnp.int32))["params"]

    def fresh_state(self):
        return train_state.TrainState.create(apply_fn=self.head.apply,
                                             params=self._template, tx=self.tx)


@jax.jit
def train_step(state, logits, segment, clicks):
    def loss_fn(params):
        z = state.apply_fn({"params": params}, logits, segment)
        return optax.sigmoid_binary_cross_entropy(z, clicks).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
