import numpy as np
import optax
from flax import nnx

from model import SmallNet


def run(seed, x, y, steps=4):
    model = SmallNet(rngs=nnx.Rngs(seed))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)

    @nnx.jit
    def train_step(model, optimizer, x, y):
        def loss_fn(model):
            return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()

        loss, grads = nnx.value_and_grad(loss_fn)(model)
        optimizer.update(model, grads)
        return loss

    for _ in range(steps):
        loss = train_step(model, optimizer, x, y)
    return float(loss)
