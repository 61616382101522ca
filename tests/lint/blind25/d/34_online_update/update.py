import optax
from flax import nnx

@nnx.jit
def online_update(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

def ingest(model, optimizer, x, y):
    loss = online_update(model, optimizer, x, y)
    model.docs_seen += x.shape[0]
    return loss
