import jax.numpy as jnp

from metrics import accumulate


class Evaluator:
    def __init__(self, warmup_epochs=1):
        self.warmup_epochs = warmup_epochs

    def run(self, epoch, batches):
        acc = {"count": jnp.zeros(()), "hit@10": jnp.zeros(())}
        if epoch >= self.warmup_epochs:
            acc["ndcg@10"] = jnp.zeros(())
        for scores, labels in batches:
            acc = accumulate(acc, scores, labels)
        return {k: float(v / acc["count"]) for k, v in acc.items() if k != "count"}
