import time


class LatencyTracker:
    def __init__(self):
        self.samples = []

    def call(self, fn, *args, **kwargs):
        start = time.perf_counter()
        out = fn(*args, **kwargs)
        out.block_until_ready()
        self.samples.append(time.perf_counter() - start)
        return out

    def p50_ms(self):
        s = sorted(self.samples)
        return 1000 * s[len(s) // 2]
