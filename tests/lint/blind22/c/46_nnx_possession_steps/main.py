import numpy as np
import optax
from flax import nnx

from model import PossessionModel


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.batches_seen.value += 1
    return loss


def main():
    rng = np.random.default_rng(0)
    model = PossessionModel(5, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for step in range(5):
        x = rng.normal(size=(16, 5)).astype(np.float32)
        y = rng.integers(0, 3, 16).astype(np.int32)
        loss = train_step(model, optimizer, x, y)
    print(int(model.batches_seen.value), float(loss))


if __name__ == "__main__":
    main()
