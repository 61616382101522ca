from flax import nnx
import jax
import optax

TX = optax.adamw(5e-3, weight_decay=1e-4)


class BleachingClassifier(nnx.Module):
    def __init__(self, rngs):
        self.hidden = nnx.Linear(6, 24, rngs=rngs)
        self.out = nnx.Linear(24, 3, rngs=rngs)

    def __call__(self, x):
        return self.out(jax.nn.relu(self.hidden(x)))


def new_fold_model(seed):
    model = BleachingClassifier(nnx.Rngs(seed))
    return model, nnx.Optimizer(model, TX, wrt=nnx.Param)


@nnx.jit
def bleaching_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def bleaching_accuracy(model, x, y):
    return (model(x).argmax(-1) == y).mean()
