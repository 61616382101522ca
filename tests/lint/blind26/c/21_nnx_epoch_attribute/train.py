import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run_epoch(model, optimizer, x, y, epoch, bs=50):
    model.epoch = epoch
    for i in range(0, len(x), bs):
        loss = train_step(model, optimizer, x[i:i + bs], y[i:i + bs])
    return loss
