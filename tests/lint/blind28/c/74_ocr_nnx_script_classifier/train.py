import optax
from flax import nnx


@nnx.jit
def script_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def anneal_dropout(model, epoch, start=0.5, end=0.1, epochs=4):
    model.drop.rate = start + (end - start) * epoch / (epochs - 1)
