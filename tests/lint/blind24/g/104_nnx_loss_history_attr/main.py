import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import RidershipRegressor


@nnx.jit
def fit_batch(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(192, 5)).astype(np.float32)
    y = (x @ np.array([1.0, -2.0, 0.5, 0.0, 1.5])).astype(np.float32)
    model = RidershipRegressor(5, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(2):
        for i in range(0, 192, 64):
            loss = fit_batch(model, optimizer, jnp.asarray(x[i:i + 64]), jnp.asarray(y[i:i + 64]))
            model.seen_batches += 1
        print(epoch, model.seen_batches, float(loss))


if __name__ == "__main__":
    main()
