import numpy as np
import optax
from flax import nnx

from model import DropPathCNN

EPOCHS = 4


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 10, size=32).astype(np.int32)
    model = DropPathCNN(10, EPOCHS, rngs=nnx.Rngs(params=0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(EPOCHS):
        model.epoch = epoch
        for i in range(0, 32, 16):
            loss = train_step(model, optimizer, x[i:i + 16], y[i:i + 16])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
