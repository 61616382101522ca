import jax.numpy as jnp
import optax
from flax import nnx


class BinMapAE(nnx.Module):
    def __init__(self, n_in, latent, rngs):
        self.enc1 = nnx.Linear(n_in, 64, rngs=rngs)
        self.enc2 = nnx.Linear(64, latent, rngs=rngs)
        self.dec1 = nnx.Linear(latent, 64, rngs=rngs)
        self.dec2 = nnx.Linear(64, n_in, rngs=rngs)

    def __call__(self, x):
        z = self.enc2(nnx.relu(self.enc1(x)))
        return self.dec2(nnx.relu(self.dec1(z)))


@nnx.jit
def ae_step(model, optimizer, batch, onwafer):
    def loss_fn(m):
        logits = m(batch)
        return jnp.sum(optax.sigmoid_binary_cross_entropy(logits, batch) * onwafer) / batch.shape[0]

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
