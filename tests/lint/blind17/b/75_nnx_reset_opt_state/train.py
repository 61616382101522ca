import optax
from flax import nnx

TX = optax.adamw(3e-3, weight_decay=1e-4)


def bce(model, users, items, labels):
    return optax.sigmoid_binary_cross_entropy(model(users, items), labels).mean()


@nnx.jit
def train_step(model, optimizer, users, items, labels):
    loss, grads = nnx.value_and_grad(bce)(model, users, items, labels)
    optimizer.update(model, grads)
    return loss


def fresh_optimizer(model):
    return nnx.Optimizer(model, TX, wrt=nnx.Param)
