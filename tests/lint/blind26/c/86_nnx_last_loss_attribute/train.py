import optax
from flax import nnx


@nnx.jit
def contour_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def fit(model, optimizer, batches):
    for x, y in batches:
        loss = contour_step(model, optimizer, x, y)
        model.last_loss = round(float(loss), 4)
    return model.last_loss
