import jax.numpy as jnp
from flax import nnx


class AlertAutoencoder(nnx.Module):
    """Scores ZTF-style alert feature vectors by reconstruction error."""

    def __init__(self, n_feat, rngs):
        self.enc = nnx.Linear(n_feat, 4, rngs=rngs)
        self.dec = nnx.Linear(4, n_feat, rngs=rngs)
        self.nights_seen = 0

    def __call__(self, x):
        return self.dec(nnx.tanh(self.enc(x)))


@nnx.jit
def online_update(model, optimizer, feats):
    def loss_fn(m):
        return jnp.mean((m(feats) - feats) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
