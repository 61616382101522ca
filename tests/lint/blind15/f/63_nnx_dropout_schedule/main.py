import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import MLP

EPOCHS = 4


def dropout_for_epoch(epoch, start=0.3, end=0.0):
    return start + (end - start) * epoch / (EPOCHS - 1)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = MLP(6, 24, 3, rngs=nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(EPOCHS):
        model.dropout.rate = dropout_for_epoch(epoch)
        for _ in range(3):
            x = rng.normal(size=(16, 6)).astype(np.float32)
            y = rng.integers(0, 3, size=16).astype(np.int32)
            loss = train_step(model, optimizer, x, y)
        print(epoch, model.dropout.rate, float(loss))


if __name__ == "__main__":
    main()
