import jax.numpy as jnp

from model import link_scores


def ranking_auc(pos, neg):
    return jnp.mean((pos[:, None] > neg[None, :]).astype(jnp.float32))


class EarlyStopping:
    def __init__(self, graph, val_pos, val_neg, patience=3):
        self.graph = graph
        self.val_pos, self.val_neg = val_pos, val_neg
        self.patience = patience
        self.best, self.bad_epochs = -1.0, 0

    def __call__(self, params):
        x, senders, receivers = self.graph
        pos_s, neg_s = link_scores(params, x, senders, receivers,
                                   pos=self.val_pos, neg=self.val_neg)
        auc = float(ranking_auc(pos_s, neg_s))
        if auc > self.best:
            self.best, self.bad_epochs = auc, 0
        else:
            self.bad_epochs += 1
        return self.bad_epochs >= self.patience
