import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import SentenceEncoder

VOCAB, SEQ, CLASSES = 90, 10, 4


@nnx.jit
def train_step(model, optimizer, ids, labels, rngs):
    def loss_fn(m, r):
        logits = m(ids, rngs=r)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model, rngs)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    ids = jnp.asarray(rng.integers(1, VOCAB, size=(32, SEQ)), dtype=jnp.int32)
    labels = jnp.asarray(rng.integers(0, CLASSES, size=32), dtype=jnp.int32)
    model = SentenceEncoder(VOCAB, 16, CLASSES, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    rngs = nnx.Rngs(dropout=1)
    for epoch in range(4):
        model.set_dropout(0.4 - 0.1 * epoch)
        for i in range(0, 32, 8):
            loss = train_step(model, optimizer, ids[i:i + 8], labels[i:i + 8], rngs)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
