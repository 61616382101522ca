import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class DoseSurrogate(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(4, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))[:, 0]


@nnx.jit
def fit_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def make_data(n=300, seed=1):
    rng = np.random.default_rng(seed)
    # lead thickness, concrete thickness, energy, distance
    x = rng.uniform([0, 0, 0.3, 1], [5, 50, 3.0, 10], size=(n, 4)).astype(np.float32)
    mu = 0.6 * x[:, 0] / x[:, 2] + 0.12 * x[:, 1] / np.sqrt(x[:, 2])
    y = (-mu - 2 * np.log(x[:, 3])).astype(np.float32)
    xn = (x - x.mean(0)) / x.std(0)
    return xn, y


def batches(x, y, bs, rng):
    idx = rng.permutation(len(x))
    for s in range(0, len(x) - bs + 1, bs):
        b = idx[s:s + bs]
        yield x[b], y[b]


def main():
    x, y = make_data()
    model = DoseSurrogate(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    for epoch in range(4):
        losses = [float(fit_step(model, optimizer, xb, yb)) for xb, yb in batches(x, y, 64, rng)]
        print(epoch, np.mean(losses))


if __name__ == "__main__":
    main()
