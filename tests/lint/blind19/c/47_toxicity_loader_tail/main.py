import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from loader import DataLoader

VOCAB, SEQ = 90, 12


class ToxicityModel(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, 16, rngs=rngs)
        self.hidden = nnx.Linear(16, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, ids):
        h = self.embed(ids).mean(axis=1)
        return self.out(nnx.relu(self.hidden(h)))[:, 0]


@nnx.jit
def train_step(model, optimizer, ids, labels):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(ids), labels).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    ids = rng.integers(1, VOCAB, size=(50, SEQ)).astype(np.int32)
    labels = (ids.max(axis=1) > 80).astype(np.float32)
    model = ToxicityModel(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    loader = DataLoader(ids, labels, batch_size=16)
    for epoch in range(3):
        for x, y in loader:
            loss = train_step(model, optimizer, jnp.asarray(x), jnp.asarray(y))
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
