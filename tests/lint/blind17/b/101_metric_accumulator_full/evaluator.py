import jax.numpy as jnp

from metrics import accumulate

METRICS = ("count", "hit@10", "ndcg@10")


class Evaluator:
    def __init__(self, warmup_epochs=1):
        self.warmup_epochs = warmup_epochs

    def run(self, epoch, batches):
        acc = {name: jnp.zeros(()) for name in METRICS}
        for scores, labels in batches:
            acc = accumulate(acc, scores, labels)
        report = {k: float(v / acc["count"]) for k, v in acc.items() if k != "count"}
        if epoch < self.warmup_epochs:
            report.pop("ndcg@10")
        return report
