import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, x, a_hat, y, mask):
    def loss_fn(m):
        ce = optax.softmax_cross_entropy_with_integer_labels(m(x, a_hat), y)
        return jnp.sum(ce * mask) / jnp.sum(mask)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def fit(model, optimizer, data, epochs):
    x, a_hat, y, train_mask, val_mask = data
    for epoch in range(epochs):
        loss = train_step(model, optimizer, x, a_hat, y, train_mask)
        val = float(train_step_eval(model, x, a_hat, y, val_mask))
        model.last_val_loss = val
        print(epoch, float(loss), val)


def train_step_eval(model, x, a_hat, y, mask):
    model.eval()
    ce = optax.softmax_cross_entropy_with_integer_labels(model(x, a_hat), y)
    model.train()
    return jnp.sum(ce * mask) / jnp.sum(mask)
