import time

import jax


class ThroughputLogger:
    def __init__(self, step_fn, every=2, peak_flops=1e11):
        self.step_fn = step_fn
        self.every = every
        self.peak_flops = peak_flops
        self.last = time.perf_counter()

    def step_flops(self, *args):
        def measured_step(*a):
            return self.step_fn(*a)

        compiled = jax.jit(measured_step).lower(*args).compile()
        analysis = compiled.cost_analysis()
        if isinstance(analysis, list):
            analysis = analysis[0]
        return analysis.get("flops", 0.0)

    def __call__(self, step, *args):
        if step % self.every:
            return
        now = time.perf_counter()
        elapsed, self.last = now - self.last, now
        flops = self.step_flops(*args)
        print(f"step {step} flops/step {flops:.3g} utilisation {flops * self.every / elapsed / self.peak_flops:.2e}")
