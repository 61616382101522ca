import numpy as np
import optax
from flax import nnx

from model import LineScorer


@nnx.jit
def quality_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(106)
    model = LineScorer(nnx.Rngs(106))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for step in range(5):
        x = rng.random((16, 40)).astype(np.float32)
        y = rng.integers(0, 5, 16).astype(np.int32)
        model.log(quality_step(model, optimizer, x, y))
    print(model.history)


if __name__ == "__main__":
    main()
