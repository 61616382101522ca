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


@nnx.jit
def eval_step(model, boards, moves):
    logits = model(boards)
    return (logits.argmax(-1) == moves).mean()
