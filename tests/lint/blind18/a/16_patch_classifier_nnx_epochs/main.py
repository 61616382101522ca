import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from data import PatchDataset


class PatchNet(nnx.Module):
    def __init__(self, bands, classes, rngs):
        self.conv = nnx.Conv(bands, 16, (3, 3), rngs=rngs)
        self.head = nnx.Linear(16, classes, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.conv(x))
        return self.head(x.mean(axis=(1, 2)))


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    ds = PatchDataset()
    model = PatchNet(13, 10, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    for epoch in range(2):
        losses = [float(train_step(model, optimizer, jnp.asarray(x), jnp.asarray(y)))
                  for x, y in ds.batches(32, rng)]
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
