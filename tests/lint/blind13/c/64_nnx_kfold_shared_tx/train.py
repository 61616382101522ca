import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def fit(model, tx, batches):
    optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
    loss = None
    for x, y in batches:
        loss = train_step(model, optimizer, x, y)
    return float(loss)
