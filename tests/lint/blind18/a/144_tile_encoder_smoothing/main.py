import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import TileEncoder

CLASSES = 4


@nnx.jit
def train_step(model, optimizer, x, y, smoothing):
    def loss_fn(m):
        targets = optax.smooth_labels(jax_one_hot(y), smoothing)
        return optax.softmax_cross_entropy(m(x), targets).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def jax_one_hot(y):
    return jnp.eye(CLASSES, dtype=jnp.float32)[y]


def main():
    rng = np.random.default_rng(0)
    model = TileEncoder(6, CLASSES, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(4):
        smoothing = 0.2 * (1 - epoch / 4)
        for _ in range(2):
            x = jnp.asarray(rng.normal(size=(8, 16, 16, 6)).astype(np.float32))
            y = jnp.asarray(rng.integers(0, CLASSES, size=8).astype(np.int32))
            loss = train_step(model, optimizer, x, y, smoothing)
        print(f"epoch {epoch} smoothing {smoothing:.2f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
