import jax.numpy as jnp
import optax
from flax import nnx

from preprocessing import iterate, make_readings


class SensorModel(nnx.Module):
    def __init__(self, d, rngs):
        self.l1 = nnx.Linear(d, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    x, y = make_readings()
    model = SensorModel(x.shape[1], nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(2):
        for xb, yb in iterate(x, y, 64):
            loss = train_step(model, optimizer, xb, yb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
