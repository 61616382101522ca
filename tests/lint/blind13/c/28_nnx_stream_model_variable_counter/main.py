import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import StreamingCTR

NUM_FEATURES = 16
BATCH = 32


@nnx.jit
def train_on_batch(model, optimizer, x, y):
    def loss_fn(m):
        logits = m(x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def click_stream(rng, n_batches):
    w = rng.normal(size=NUM_FEATURES)
    for _ in range(n_batches):
        x = rng.normal(size=(BATCH, NUM_FEATURES)).astype(np.float32)
        y = (rng.random(BATCH) < 1 / (1 + np.exp(-x @ w))).astype(np.float32)
        yield x, y


def main():
    rng = np.random.default_rng(0)
    model = StreamingCTR(NUM_FEATURES, 32, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for x, y in click_stream(rng, 6):
        loss = train_on_batch(model, optimizer, x, y)
        model.examples_seen[...] += len(x)
        print(f"seen {int(model.examples_seen[...])} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
