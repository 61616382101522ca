import jax
import jax.numpy as jnp
from flax import nnx


class PointwiseRanker(nnx.Module):
    def __init__(self, n_feats, hidden, rngs):
        self.hidden = nnx.Linear(n_feats, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, 1, rngs=rngs)
        self.num_updates = 0

    def __call__(self, x):
        return self.out(nnx.relu(self.hidden(x)))[..., 0]


@nnx.jit
def sgd_step(model, feats, labels, lr):
    def loss_fn(m):
        logits = m(feats)
        return optax_sigmoid_bce(logits, labels)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    params = nnx.state(model, nnx.Param)
    nnx.update(model, jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads))
    return loss


def optax_sigmoid_bce(logits, labels):
    return jnp.mean(jnp.maximum(logits, 0) - logits * labels + jnp.log1p(jnp.exp(-jnp.abs(logits))))
