import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, images, labels):
    def loss_fn(m):
        logits = m(images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.images_seen += images.shape[0]
    return loss
