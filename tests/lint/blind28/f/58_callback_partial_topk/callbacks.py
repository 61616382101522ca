from functools import partial

import jax

from metrics import topk_accuracy


class TopKLogger:
    def __init__(self, k=5):
        self.k = k
        self.history = []

    def on_epoch_end(self, epoch, logits, labels):
        metric = jax.jit(partial(topk_accuracy, k=self.k))
        acc = float(metric(logits, labels))
        self.history.append(acc)
        print(f"epoch {epoch} top{self.k}={acc:.3f}")
