from flax import nnx
import jax
import optax


class TaxonMLP(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(8, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, 5, rngs=rngs)

    def __call__(self, x):
        return self.l2(jax.nn.gelu(self.l1(x)))


@nnx.jit
def taxon_train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
