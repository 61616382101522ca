import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def adherence_loss(model, x, y):
    return optax.sigmoid_binary_cross_entropy(model(x), y).mean()


@nnx.jit
def adherence_train(model, opt, x, y):
    loss, g = nnx.value_and_grad(lambda m: optax.sigmoid_binary_cross_entropy(m(x), y).mean())(model)
    opt.update(model, g)
    return loss


def run_epoch(model, opt, X, y, Xv, yv, bs=50):
    model.train()
    for i in range(0, len(X), bs):
        adherence_train(model, opt, X[i:i + bs], y[i:i + bs])
    train_loss = adherence_loss(model, X[:bs], y[:bs])
    model.eval()
    return float(train_loss), float(adherence_loss(model, Xv, yv))
