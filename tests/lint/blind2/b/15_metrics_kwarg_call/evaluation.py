from metrics import compute_metrics


def validate(apply_fn, params, batches):
    f1s = []
    for x, y in batches:
        logits = apply_fn(params, x)
        f1s.append(float(compute_metrics(logits, labels=y)["f1"]))
    return sum(f1s) / len(f1s)
