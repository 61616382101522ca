from flax import nnx
import optax


@nnx.jit
def adapt_once(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.num_updates.value += 1
    return loss


def consume(model, optimizer, stream):
    for x, y in stream:
        loss = adapt_once(model, optimizer, x, y)
    return loss
