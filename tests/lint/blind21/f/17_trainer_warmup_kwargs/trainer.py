import time

import jax
import numpy as np


class Trainer:
    def __init__(self, step_fn, state, loader):
        self.step_fn = step_fn
        self.state = state
        self.loader = loader

    def warmup(self):
        """Run one step up front so the timed loop excludes startup cost."""
        batch = next(iter(self.loader))
        t0 = time.perf_counter()
        out = self.step_fn(state=self.state, batch=batch)
        jax.block_until_ready(out)
        print(f"warmup took {time.perf_counter() - t0:.2f}s")

    def fit(self, num_steps):
        it = iter(self.loader)
        t0 = time.perf_counter()
        for step in range(num_steps):
            self.state, metrics = self.step_fn(self.state, next(it))
        jax.block_until_ready(self.state)
        print(f"{num_steps} steps in {time.perf_counter() - t0:.2f}s, loss {float(metrics['loss']):.4f}")
