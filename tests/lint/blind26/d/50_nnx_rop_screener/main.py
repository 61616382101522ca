import numpy as np
import optax
from flax import nnx

from model import ROPScreener


@nnx.jit
def rop_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), m.smoothed(y)).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 10)).astype(np.float32)
    y = (x[:, 0] + 0.5 * x[:, 3] > 0).astype(np.float32)
    model = ROPScreener(10, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.epoch = epoch
        for i in range(0, 64, 16):
            loss = rop_step(model, optimizer, x[i:i + 16], y[i:i + 16])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
