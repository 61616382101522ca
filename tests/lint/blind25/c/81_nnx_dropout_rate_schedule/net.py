import optax
from flax import nnx


class GalaxyZooHead(nnx.Module):
    def __init__(self, n_feat, n_out, rngs):
        self.hidden = nnx.Linear(n_feat, 64, rngs=rngs)
        self.dropout = nnx.Dropout(0.5, rngs=rngs)
        self.out = nnx.Linear(64, n_out, rngs=rngs)

    def __call__(self, x):
        return self.out(self.dropout(nnx.gelu(self.hidden(x))))


@nnx.jit
def fit_batch(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
