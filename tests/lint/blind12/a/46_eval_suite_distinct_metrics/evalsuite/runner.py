import jax


def run_suite(metrics, logits, targets, mask):
    report = {}
    for name, fn in metrics.items():
        report[name] = float(jax.jit(fn)(logits, targets, mask))
    return report
