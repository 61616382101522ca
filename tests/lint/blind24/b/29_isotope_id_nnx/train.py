import optax
from flax import nnx


@nnx.jit
def train_batch(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def anneal(model, epoch, t0=2.0, t_min=1.0):
    model.temperature = max(t_min, t0 * 0.8 ** epoch)
