import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import Ranker


def lr_for_epoch(epoch, base=0.05, gamma=0.7):
    return base * gamma ** epoch


@nnx.jit
def sgd_step(model, x, y, lr):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    params = nnx.state(model, nnx.Param)
    nnx.update(model, jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads))
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 8)).astype(np.float32)
    y = (x[:, 0] - 0.5 * x[:, 3]).astype(np.float32)
    model = Ranker(8, nnx.Rngs(0))
    for epoch in range(5):
        lr = lr_for_epoch(epoch)
        for i in range(0, 256, 64):
            loss = sgd_step(model, x[i:i + 64], y[i:i + 64], lr)
        print(epoch, round(lr, 4), float(loss))


if __name__ == "__main__":
    main()
