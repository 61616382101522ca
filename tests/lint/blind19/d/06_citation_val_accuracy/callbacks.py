import jax.numpy as jnp
from flax import nnx

from graph import node_batches


@nnx.jit
def count_correct(model, x, a, labels, idx, running):
    logits = model(x, a)[idx]
    return running + jnp.sum(jnp.argmax(logits, -1) == labels[idx])


class AccuracyCallback:
    def __init__(self, x, a, labels, eval_ids, batch_size=32):
        self.x, self.a, self.labels = x, a, labels
        self.eval_ids = eval_ids
        self.batch_size = batch_size
        self.history = []

    def __call__(self, epoch, model):
        correct = jnp.zeros((), jnp.int32)
        seen = 0
        for idx in node_batches(self.eval_ids, self.batch_size):
            correct = count_correct(model, self.x, self.a, self.labels, idx, correct)
            seen += len(idx)
        acc = float(correct) / seen
        self.history.append(acc)
        print(f"epoch {epoch} val acc {acc:.3f}")
