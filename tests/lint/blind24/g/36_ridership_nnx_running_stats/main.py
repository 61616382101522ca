import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import NormalizedRegressor


@nnx.jit
def stream_update(model, optimizer, x, y):
    model.observe(x)

    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn, argnums=nnx.DiffState(0, nnx.Param))(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = NormalizedRegressor(3, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
    for hour in range(24):
        x = rng.normal([50, 10, 0.3], [20, 5, 0.1], (40, 3)).astype(np.float32)
        y = (0.02 * x[:, 0] + 0.1 * x[:, 1] + rng.normal(0, 0.05, 40)).astype(np.float32)
        loss = stream_update(model, optimizer, jnp.asarray(x), jnp.asarray(y))
    print(float(loss), float(model.count.value))


if __name__ == "__main__":
    main()
