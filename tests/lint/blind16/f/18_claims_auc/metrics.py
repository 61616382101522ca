import jax
import jax.numpy as jnp
import numpy as np


def roc_auc(scores, labels):
    order = np.argsort(scores)
    ranks = np.empty_like(order, dtype=np.float64)
    ranks[order] = np.arange(1, len(scores) + 1)
    pos = labels == 1
    n_pos, n_neg = pos.sum(), (~pos).sum()
    return (ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / max(n_pos * n_neg, 1)


class Evaluator:
    def __init__(self, model, x, y):
        self.model = model
        self.x, self.y = x, y

        def predict(p, xb):
            return jax.nn.sigmoid(model.apply(p, xb)[:, 0])

        self._predict = jax.jit(predict)

    def __call__(self, params):
        scores = np.asarray(self._predict(params, self.x))
        return {"auc": roc_auc(scores, self.y), "pos_rate": float((scores > 0.5).mean())}
