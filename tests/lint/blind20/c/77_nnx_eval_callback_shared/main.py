import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from callbacks import validation_callback
from model import SeverityNet


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return jnp.mean((model(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def admissions(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    y = (x @ np.array([0.3, -0.2, 0.5, 0.1, 0.0]) + 1.5).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


if __name__ == "__main__":
    x, y = admissions(128, 0)
    x_val, y_val = admissions(64, 1)
    model = SeverityNet(5, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(5):
        for _ in range(10):
            train_step(model, optimizer, x, y)
        validation_callback(model, x_val, y_val, epoch)
