import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from data import EmbeddingDataset

N_CLASSES, DIM = 8, 64


class SpeciesHead(nnx.Module):
    def __init__(self, rngs):
        self.fc1 = nnx.Linear(DIM, 32, rngs=rngs)
        self.fc2 = nnx.Linear(32, N_CLASSES, rngs=rngs)

    def __call__(self, x):
        return self.fc2(nnx.gelu(self.fc1(x)))


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    ds = EmbeddingDataset(n=200, dim=DIM, n_classes=N_CLASSES)
    model = SpeciesHead(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)
    rng = np.random.default_rng(1)
    for epoch in range(3):
        for x, y in ds.batches(batch_size=32, rng=rng):
            loss = train_step(model, optimizer, x, y)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
