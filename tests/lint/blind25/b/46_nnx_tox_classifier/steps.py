import optax
from flax import nnx


@nnx.jit
def tox_train_step(model, opt, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss


@nnx.jit
def tox_eval_step(model, x, y):
    logits = model(x)
    return ((logits > 0) == (y > 0.5)).sum()
