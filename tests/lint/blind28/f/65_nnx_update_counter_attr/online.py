from flax import nnx
import optax


@nnx.jit
def online_update(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def consume(model, optimizer, stream):
    for x, y in stream:
        loss = online_update(model, optimizer, x, y)
        model.num_updates += 1
    return loss
