import jax.numpy as jnp
import optax
from flax import nnx


def dropout_schedule(epoch, start=0.3, end=0.05, epochs=5):
    return start + (end - start) * epoch / (epochs - 1)


@nnx.jit
def train_step(model, optimizer, feats, future):
    def loss_fn(m):
        return jnp.mean(jnp.abs(m(feats) - future))

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def fit(model, optimizer, loader, epochs=5):
    for epoch in range(epochs):
        model.drop.rate = dropout_schedule(epoch, epochs=epochs)
        for feats, future in loader():
            loss = train_step(model, optimizer, feats, future)
        print(f"epoch {epoch} rate {model.drop.rate:.3f} l1 {float(loss):.3f}")
