import numpy as np
import optax
from flax import nnx

from bucketing import group_by_length
from lm import ConvLM

VOCAB = 64


@nnx.jit
def lm_step(model, optimizer, batch):
    def loss_fn(m):
        logits = m(batch[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def synthetic_sentences(n, rng):
    return [list(rng.integers(1, VOCAB, size=int(rng.integers(4, 12)))) for _ in range(n)]


def main():
    rng = np.random.default_rng(0)
    sentences = synthetic_sentences(96, rng)
    model = ConvLM(VOCAB, 32, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(2):
        for batch in group_by_length(sentences, batch_size=4):
            loss = lm_step(model, optimizer, batch)
        print(f"epoch {epoch} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
