import functools

import jax


class MetricRegistry:
    def __init__(self):
        self._metrics = {}

    def register(self, name, fn, **options):
        self._metrics[name] = functools.partial(fn, **options)

    def compute(self, logits, labels):
        results = {}
        for name, metric_fn in self._metrics.items():
            metric = jax.jit(metric_fn)
            results[name] = float(metric(logits, labels))
        return results
