import numpy as np


class PairLoader:
    """Yields query/positive batches; hard negatives come from a mined cache when ready."""

    def __init__(self, dim, batch, seed=0, mine_every=2):
        self.rng = np.random.default_rng(seed)
        self.dim = dim
        self.batch = batch
        self.mine_every = mine_every

    def __iter__(self):
        step = 0
        while True:
            q = self.rng.normal(size=(self.batch, self.dim)).astype(np.float32)
            batch = {"query": q, "positive": q + 0.1 * self.rng.normal(size=q.shape).astype(np.float32)}
            has_neg = step % self.mine_every == 0
            if has_neg:
                batch["hard_negative"] = q + 0.5 * self.rng.normal(size=q.shape).astype(np.float32)
            else:
                batch["hard_negative"] = np.zeros_like(q)
            batch["neg_valid"] = np.full((self.batch,), has_neg)
            yield batch
            step += 1
