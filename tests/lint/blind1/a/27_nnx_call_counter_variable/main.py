import numpy as np
import optax
from flax import nnx

from models import TextClassifier

VOCAB, SEQ_LEN, CLASSES = 50, 12, 2
STEPS = 4


@nnx.jit
def train_step(model, optimizer, tokens, labels):
    def loss_fn(model):
        logits = model(tokens)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = TextClassifier(VOCAB, 16, CLASSES, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)
    for step in range(STEPS):
        tokens = rng.integers(0, VOCAB, size=(16, SEQ_LEN)).astype(np.int32)
        labels = (tokens[:, 0] > VOCAB // 2).astype(np.int32)
        loss = train_step(model, optimizer, tokens, labels)
        print(f"step {step}: loss={float(loss):.4f} forward_calls={int(model.forward_calls.value)}")


if __name__ == "__main__":
    main()
