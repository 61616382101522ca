import jax
import jax.numpy as jnp
import optax
from flax import nnx

from data import batch_stream, synthetic_clicks


class CTRModel(nnx.Module):
    def __init__(self, dim, rngs):
        self.l1 = nnx.Linear(dim, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    x, y = synthetic_clicks(100, 8)
    model = CTRModel(8, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(3):
        for xb, yb in batch_stream(x, y, batch_size=32, seed=epoch):
            loss = train_step(model, optimizer, xb, yb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
