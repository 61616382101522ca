import jax
import jax.numpy as jnp
import numpy as np

from model import LargeLossClassifier

net = LargeLossClassifier()


@jax.jit
def predict_logits(params, x):
    return net.apply(params, x)


def auc(scores, labels):
    order = np.argsort(scores)
    ranks = np.empty(len(scores))
    ranks[order] = np.arange(1, len(scores) + 1)
    pos = labels == 1
    return (ranks[pos].sum() - pos.sum() * (pos.sum() + 1) / 2) / (pos.sum() * (~pos).sum())


def evaluate(params, x, y, batch_size=100):
    scores = [np.asarray(predict_logits(params, x[i:i + batch_size])) for i in range(0, len(x), batch_size)]
    return auc(np.concatenate(scores), y)
