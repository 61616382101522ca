import numpy as np
import optax
from flax import nnx

from model import CornealUlcerNet


@nnx.jit
def ulcer_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 24, 24, 3)).astype(np.float32)
    y = (x[:, 10:14, 10:14, 0].mean((1, 2)) > 0).astype(np.float32)
    model = CornealUlcerNet(nnx.Rngs(0))
    # restart the optimizer at each stage of the schedule (warm restarts)
    for stage in range(3):
        optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
        for i in range(0, 48, 16):
            loss = ulcer_step(model, optimizer, x[i:i + 16], y[i:i + 16])
        print(stage, float(loss))


if __name__ == "__main__":
    main()
