import optax
from flax import nnx


@nnx.jit
def train_step(model, optimizer, boards, moves):
    def loss_fn(m):
        logits = m(boards)
        return optax.softmax_cross_entropy_with_integer_labels(logits, moves).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def dropout_for_epoch(epoch, start=0.3, end=0.05, epochs=5):
    return start + (end - start) * epoch / (epochs - 1)
