import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from data import batches, hourly_dataset


class LoadNet(nnx.Module):
    def __init__(self, lags, hidden, rngs):
        self.l1 = nnx.Linear(lags, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    x, y = hourly_dataset()
    model = LoadNet(24, 32, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    for epoch in range(3):
        for xb, yb in batches(x, y, 64, rng):
            loss = train_step(model, optimizer, xb, yb)
        print(f"epoch {epoch}: last batch loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
