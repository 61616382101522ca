import jax.numpy as jnp

from metrics import ndcg_at_10


class NDCGCallback:
    def __init__(self, features, labels, batch_size=64):
        self.features = features
        self.labels = labels
        self.batch_size = batch_size
        self.history = []

    def _batches(self):
        n = self.features.shape[0]
        for start in range(0, n, self.batch_size):
            feats = self.features[start:start + self.batch_size]
            labels = self.labels[start:start + self.batch_size]
            valid = feats.shape[0]
            pad = self.batch_size - valid
            if pad:
                feats = jnp.pad(feats, ((0, pad), (0, 0), (0, 0)))
                labels = jnp.pad(labels, ((0, pad), (0, 0)))
            yield feats, labels, valid

    def on_epoch_end(self, epoch, score_fn):
        total, count = 0.0, 0
        for feats, labels, valid in self._batches():
            vals = ndcg_at_10(score_fn(feats), labels)
            total += float(vals[:valid].sum())
            count += valid
        self.history.append(total / count)
        print(f"epoch {epoch} ndcg@10 {self.history[-1]:.4f}")
