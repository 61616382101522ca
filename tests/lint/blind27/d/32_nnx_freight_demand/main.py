import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class DemandNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(5, 32, rngs=rngs)
        self.bn = nnx.BatchNorm(32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        h = self.drop(nnx.gelu(self.bn(self.l1(x))))
        return self.l2(h).squeeze(-1)


@nnx.jit
def fit_batch(model, opt, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g)
    return loss


@nnx.jit
def eval_batch(model, x, y):
    return jnp.mean(jnp.abs(model(x) - y))


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(320, 5)).astype(np.float32)
    y = (2 * x[:, 0] - x[:, 2] + rng.normal(0, 0.1, 320)).astype(np.float32)
    xtr, ytr, xva, yva = x[:256], y[:256], x[256:], y[256:]
    model = DemandNet(nnx.Rngs(0, dropout=1))
    opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for b in range(0, 256, 32):
            fit_batch(model, opt, xtr[b:b + 32], ytr[b:b + 32])
        model.eval()
        print(epoch, float(eval_batch(model, xva, yva)))


if __name__ == "__main__":
    main()
