import optax
from flax import nnx
import jax.numpy as jnp

from model import DriftNet


def run_trial(lr, x, y, steps=25):
    model = DriftNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(lr, momentum=0.9), wrt=nnx.Param)

    @nnx.jit
    def sgd_update(model, optimizer, x, y):
        def loss_fn(m):
            return jnp.mean((m(x) - y) ** 2)
        loss, grads = nnx.value_and_grad(loss_fn)(model)
        optimizer.update(model, grads)
        return loss

    for _ in range(steps):
        loss = sgd_update(model, optimizer, x, y)
    return float(loss)
