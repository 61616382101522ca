from functools import partial

import jax
import jax.numpy as jnp


def topk_accuracy(logits, labels, k):
    topk = jax.lax.top_k(logits, k)[1]
    return jnp.mean(jnp.any(topk == labels[:, None], axis=-1))


class MetricsLogger:
    def __init__(self, topk=(1, 5), every=1):
        self.topk = topk
        self.every = every
        self.history = []

    def __call__(self, step, logits, labels):
        if step % self.every:
            return
        row = {"step": step}
        for k in self.topk:
            acc_fn = jax.jit(partial(topk_accuracy, k=k))
            row[f"top{k}"] = float(acc_fn(logits, labels))
        self.history.append(row)
        print(row)
