import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import TapInForecaster


@nnx.jit
def tapin_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean(((m(x) - y) / m.target_scale) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 6)).astype(np.float32)
    y = (1500 + 400 * x[:, 0] - 250 * x[:, 3]).astype(np.float32)
    model = TapInForecaster(6, nnx.Rngs(0))
    model.target_scale = float(np.std(y))
    optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    for epoch in range(4):
        for i in range(0, 256, 64):
            loss = tapin_step(model, optimizer, jnp.asarray(x[i:i + 64]), jnp.asarray(y[i:i + 64]))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
