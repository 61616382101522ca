import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def feedback_train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, g = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, g)
    return loss


@nnx.jit
def feedback_eval_step(model, x, y):
    pred = model(x) > 0
    return jnp.mean(pred == (y > 0.5))


def run_epoch(model, optimizer, train, val, bs=32):
    model.train()
    for i in range(0, train[0].shape[0], bs):
        loss = feedback_train_step(model, optimizer, train[0][i:i + bs], train[1][i:i + bs])
    model.eval()
    return float(loss), float(feedback_eval_step(model, *val))
