import optax
from flax import nnx


@nnx.jit
def phase_classifier_update(model, optimizer, x, labels):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.updates_seen.value = model.updates_seen.value + 1
    return loss
