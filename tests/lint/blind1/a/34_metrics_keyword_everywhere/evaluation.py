import numpy as np

from metrics import compute_metrics


def evaluate(apply_fn, params, x, y, batch_size):
    totals = {"loss": 0.0, "accuracy": 0.0}
    n = 0
    for i in range(0, len(x), batch_size):
        logits = apply_fn(params, x[i:i + batch_size])
        m = compute_metrics(logits=logits, labels=y[i:i + batch_size])
        for k in totals:
            totals[k] += float(m[k])
        n += 1
    return {k: v / n for k, v in totals.items()}
