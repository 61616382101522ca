from functools import partial

import jax
import jax.numpy as jnp


def topk_accuracy(logits, labels, k):
    topk = jax.lax.top_k(logits, k)[1]
    return jnp.mean(jnp.any(topk == labels[:, None], axis=-1))


class MetricsLogger:
    def __init__(self, topk=(1, 5), every=1):
        self.every = every
        self.history = []
        self._acc_fns = {k: jax.jit(partial(topk_accuracy, k=k)) for k in topk}

    def __call__(self, step, logits, labels):
        if step % self.every:
            return
        row = {"step": step}
        for k, acc_fn in self._acc_fns.items():
            row[f"top{k}"] = float(acc_fn(logits, labels))
        self.history.append(row)
        print(row)
