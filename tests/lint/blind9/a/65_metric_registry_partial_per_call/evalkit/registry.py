import functools

import jax


class MetricRegistry:
    def __init__(self):
        self._metrics = {}

    def register(self, name, fn, **options):
        self._metrics[name] = (fn, options)

    def compute(self, logits, labels):
        results = {}
        for name, (fn, options) in self._metrics.items():
            metric = jax.jit(functools.partial(fn, **options))
            results[name] = float(metric(logits, labels))
        return results
