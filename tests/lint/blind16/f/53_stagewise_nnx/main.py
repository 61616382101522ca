import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import TabResNet

STAGES = [(1e-2, 2), (3e-3, 2), (1e-3, 2)]


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 10)).astype(np.float32)
    y = np.digitize(x[:, 0] * x[:, 1], [-0.5, 0.5]).astype(np.int32)
    model = TabResNet(10, 32, 3, nnx.Rngs(0))
    for lr, epochs in STAGES:
        optimizer = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
        for _ in range(epochs):
            for i in range(0, 256, 64):
                loss = train_step(model, optimizer, x[i:i + 64], y[i:i + 64])
        print(lr, float(loss))


if __name__ == "__main__":
    main()
