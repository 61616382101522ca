import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from loader import PlotLoader


class PlotYieldModel(nnx.Module):
    def __init__(self, d_in, rngs):
        self.l1 = nnx.Linear(d_in, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]


@nnx.jit
def train_step(model, optimizer, xb, yb):
    def loss_fn(m):
        return jnp.mean((m(xb) - yb) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(150, 7)).astype(np.float32)
    y = (x @ rng.normal(size=7) * 0.4 + 6.0).astype(np.float32)
    model = PlotYieldModel(7, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    loader = PlotLoader(x, y, batch_size=32)
    for epoch in range(4):
        losses = [float(train_step(model, optimizer, xb, yb)) for xb, yb in loader]
        print(f"epoch {epoch}: {len(losses)} batches, mse {np.mean(losses):.3f}")


if __name__ == "__main__":
    main()
