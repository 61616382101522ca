import functools

import jax
import jax.numpy as jnp


def f1_score(preds, labels, num_classes, average):
    p = jax.nn.one_hot(preds, num_classes)
    t = jax.nn.one_hot(labels, num_classes)
    tp = (p * t).sum(0)
    fp = (p * (1 - t)).sum(0)
    fn = ((1 - p) * t).sum(0)
    if average == "micro":
        return 2 * tp.sum() / jnp.maximum(2 * tp.sum() + fp.sum() + fn.sum(), 1)
    per_class = 2 * tp / jnp.maximum(2 * tp + fp + fn, 1)
    return per_class.mean()


@functools.lru_cache(maxsize=1)
def get_f1(num_classes, average):
    return jax.jit(functools.partial(f1_score, num_classes=num_classes, average=average))
