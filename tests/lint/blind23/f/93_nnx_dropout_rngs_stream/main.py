import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx


class SeparationRiskNet(nnx.Module):
    """Probability of a separation-minima infringement from encounter geometry."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(6, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(64, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))[:, 0]


@nnx.jit
def risk_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def encounters(n=320, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, (n, 6)).astype(np.float32)
    y = (np.hypot(x[:, 0], x[:, 1]) < 0.8).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    x, y = encounters()
    model = SeparationRiskNet(nnx.Rngs(params=0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(5):
        for i in range(0, 320, 64):
            loss = risk_step(model, optimizer, x[i:i + 64], y[i:i + 64])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
