import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from tagger import WindowTagger

VOCAB, TAGS, SEQ, BATCH = 100, 12, 16, 8


def synthetic_tagged(n, rng):
    ids = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    tags = (ids % TAGS).astype(np.int32)
    return ids, tags


@nnx.jit
def train_step(model, optimizer, ids, tags):
    def loss_fn(m):
        logits = m(ids)
        return optax.softmax_cross_entropy_with_integer_labels(logits, tags).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    ids, tags = synthetic_tagged(32, rng)
    model = WindowTagger(VOCAB, TAGS, 32, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(4):
        model.start_epoch(epoch)
        for i in range(0, len(ids), BATCH):
            loss = train_step(model, optimizer, jnp.asarray(ids[i:i + BATCH]), jnp.asarray(tags[i:i + BATCH]))
        print(f"epoch {epoch} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
