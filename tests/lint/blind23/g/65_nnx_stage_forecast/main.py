import numpy as np
import optax
from flax import nnx

from model import StageSeq2One


@nnx.jit
def fit_stage_batch(model, optimizer, x, y):
    def loss_fn(m):
        return ((m(x) - y[:, : m.horizon]) ** 2).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(2)
    x = rng.normal(size=(256, 24, 5)).astype(np.float32)
    y = np.cumsum(x[:, -6:, 0], axis=1).astype(np.float32)
    model = StageSeq2One(5, 6, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(4):
        for i in range(0, 256, 64):
            loss = fit_stage_batch(model, optimizer, x[i:i + 64], y[i:i + 64])
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
