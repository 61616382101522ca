import optax
from flax import nnx


@nnx.jit
def step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x)[:, 0], y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def train_epoch(model, optimizer, batches):
    losses = [step(model, optimizer, x, y) for x, y in batches]
    return float(sum(losses) / len(losses))
