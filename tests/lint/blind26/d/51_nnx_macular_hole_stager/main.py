import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import MacularHoleStager


@nnx.jit
def stage_step(model, optimizer, x, y):
    def loss_fn(m):
        eps = m.smoothing()
        target = optax.smooth_labels(jnp.eye(4)[y], eps)
        return optax.softmax_cross_entropy(m(x), target).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    # OCT-derived hole features -> Gass stage 1-4
    x = rng.normal(size=(64, 8)).astype(np.float32)
    y = np.clip(np.round(x[:, 0] + 1.5), 0, 3).astype(np.int32)
    model = MacularHoleStager(8, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.epoch[...] = epoch
        for i in range(0, 64, 16):
            loss = stage_step(model, optimizer, x[i:i + 16], y[i:i + 16])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
