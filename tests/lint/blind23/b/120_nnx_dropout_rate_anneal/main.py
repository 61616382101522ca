import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class PolarityNet(nnx.Module):
    def __init__(self, rngs, rate=0.5):
        self.l1 = nnx.Linear(100, 32, rngs=rngs)
        self.drop = nnx.Dropout(rate, rngs=rngs)
        self.l2 = nnx.Linear(32, 2, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))


@nnx.jit
def polarity_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def batch(rng, n=32):
    y = rng.integers(0, 2, n)
    x = rng.standard_normal((n, 100)).astype(np.float32)
    x[:, 40:45] += np.where(y[:, None] == 1, 1.5, -1.5)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    rng = np.random.default_rng(0)
    model = PolarityNet(nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.drop.rate = 0.5 * (1 - epoch / 4)
        for _ in range(5):
            x, y = batch(rng)
            loss = polarity_step(model, optimizer, x, y)
        print(epoch, model.drop.rate, float(loss))


if __name__ == "__main__":
    main()
