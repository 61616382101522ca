import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class Regressor(nnx.Module):
    def __init__(self, dim, rngs):
        self.hidden = nnx.Linear(dim, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)
        self.num_updates = 0

    def mark_step(self):
        self.num_updates += 1

    def __call__(self, x):
        return self.out(nnx.relu(self.hidden(x)))


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return jnp.mean((model(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.mark_step()
    return loss


def main():
    rng = np.random.default_rng(0)
    model = Regressor(4, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
    for i in range(6):
        x = rng.normal(size=(16, 4)).astype(np.float32)
        y = x.sum(axis=1, keepdims=True)
        loss = train_step(model, optimizer, x, y)
        print(i, float(loss))


if __name__ == "__main__":
    main()
