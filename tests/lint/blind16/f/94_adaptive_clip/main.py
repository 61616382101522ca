import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from autoclip import AutoClip


class Model(nnx.Module):
    def __init__(self, d, rngs):
        self.l1 = nnx.Linear(d, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]


@functools.partial(nnx.jit, static_argnames="clip")
def train_step(model, optimizer, x, y, clip):
    def loss_fn(m):
        return jnp.mean(optax.huber_loss(m(x), y))
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    norm = optax.global_norm(grads)
    grads = jax.tree_util.tree_map(lambda g: g * jnp.minimum(1.0, clip / (norm + 1e-6)), grads)
    optimizer.update(model, grads)
    return loss, norm


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 6)).astype(np.float32)
    y = (x[:, 0] * 3 + rng.standard_t(2, size=256)).astype(np.float32)
    model = Model(6, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    clipper = AutoClip()
    for epoch in range(2):
        for i in range(0, 256, 64):
            loss, norm = train_step(model, optimizer, x[i:i + 64], y[i:i + 64], clip=clipper.threshold())
            clipper.record(norm)
        print(epoch, float(loss), clipper.threshold())


if __name__ == "__main__":
    main()
