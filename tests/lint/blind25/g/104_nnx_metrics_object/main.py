import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx


class OvenSpringNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(8, 24, rngs=rngs)
        self.l2 = nnx.Linear(24, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))[:, 0]


@nnx.jit
def spring_step(model, optimizer, metrics, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    metrics.update(loss=loss)


def main():
    rng = np.random.default_rng(1)
    # proofing time, dough temp, flour protein, enzyme dose ... -> oven spring (%)
    x = rng.normal(size=(96, 8)).astype(np.float32)
    y = (20 + 3 * x[:, 0] - 2 * x[:, 2]).astype(np.float32) / 10
    model = OvenSpringNet(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    metrics = nnx.MultiMetric(loss=nnx.metrics.Average("loss"))
    for epoch in range(5):
        for i in range(0, 96, 32):
            spring_step(model, opt, metrics, x[i:i + 32], y[i:i + 32])
        print(f"epoch {epoch}: {metrics.compute()}")
        metrics.reset()


if __name__ == "__main__":
    main()
