import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        eps = m.smoothing()
        targets = optax.smooth_labels(nnx.one_hot(y, logits.shape[-1]), eps)
        return optax.softmax_cross_entropy(logits, targets).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
