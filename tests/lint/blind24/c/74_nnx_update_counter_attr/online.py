import optax
from flax import nnx


@nnx.jit
def online_update(model, opt, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss


def consume_week(model, opt, x, y):
    loss = online_update(model, opt, x, y)
    model.n_updates += 1
    return loss
