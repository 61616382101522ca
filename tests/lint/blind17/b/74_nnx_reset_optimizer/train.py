import optax
from flax import nnx


def bce(model, users, items, labels):
    return optax.sigmoid_binary_cross_entropy(model(users, items), labels).mean()


@nnx.jit
def train_step(model, optimizer, users, items, labels):
    loss, grads = nnx.value_and_grad(bce)(model, users, items, labels)
    optimizer.update(model, grads)
    return loss


def fresh_optimizer(model, lr=3e-3):
    return nnx.Optimizer(model, optax.adamw(lr, weight_decay=1e-4), wrt=nnx.Param)
