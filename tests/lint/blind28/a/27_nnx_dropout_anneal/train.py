import optax
from flax import nnx


@nnx.jit
def cancel_train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def anneal_dropout(model, epoch, start=0.3, end=0.05, epochs=5):
    model.drop.rate = start + (end - start) * epoch / (epochs - 1)
