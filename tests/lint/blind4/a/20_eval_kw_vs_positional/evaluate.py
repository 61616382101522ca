import numpy as np

from steps import eval_metrics


def evaluate(params, loader):
    totals = {"loss": 0.0, "accuracy": 0.0}
    n = 0
    for images, labels in loader:
        m = eval_metrics(params, images=images, labels=labels)
        for k in totals:
            totals[k] += float(m[k])
        n += 1
    return {k: v / n for k, v in totals.items()}
