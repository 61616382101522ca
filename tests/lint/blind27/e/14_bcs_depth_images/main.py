import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx


class BCSNet(nnx.Module):
    """Body condition score from top-down depth images (1..5 scale)."""

    def __init__(self, rngs):
        self.conv1 = nnx.Conv(1, 8, kernel_size=(3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(8, 8, kernel_size=(3, 3), strides=(2, 2), rngs=rngs)
        self.out = nnx.Linear(8, 1, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.conv1(x))
        h = nnx.relu(self.conv2(h))
        return self.out(h.mean(axis=(1, 2)))[:, 0]


rng = np.random.default_rng(2)
images = rng.normal(size=(90, 24, 24, 1)).astype(np.float32)
scores = rng.uniform(1.5, 4.5, size=90).astype(np.float32)

model = BCSNet(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)


@nnx.jit
def bcs_train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


batch = 16
n_full = len(images) // batch
for epoch in range(3):
    order = rng.permutation(len(images))
    for b in range(n_full):
        idx = order[b * batch:(b + 1) * batch]
        loss = bcs_train_step(model, optimizer, images[idx], scores[idx])
    print("epoch", epoch, float(loss))
