import jax
import numpy as np
import optax
from flax import nnx

from model import SentimentHead

VOCAB, DIM, N_CLASSES = 50, 16, 2


@nnx.jit
def train_step(model, optimizer, tokens, labels):
    def loss_fn(m):
        logits = m(tokens)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = SentimentHead(VOCAB, DIM, N_CLASSES, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for step in range(5):
        tokens = rng.integers(0, VOCAB, size=(8, 12)).astype(np.int32)
        labels = (tokens[:, 0] % 2).astype(np.int32)
        loss = train_step(model, optimizer, tokens, labels)
    print("loss", float(loss), "forward calls", int(model.proj.steps_seen[...]))


if __name__ == "__main__":
    main()
