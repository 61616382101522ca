class FlopsLogger:
    """Reports achieved FLOP/s from XLA's cost analysis of the step function."""

    def __init__(self, step_fn, every=2):
        self.step_fn = step_fn
        self.every = every

    def maybe_log(self, step, elapsed, *args):
        if step % self.every:
            return
        compiled = self.step_fn.lower(*args).compile()
        cost = compiled.cost_analysis()
        if isinstance(cost, list):
            cost = cost[0]
        flops = cost.get("flops", 0.0)
        print(f"step {step}: {flops:.0f} flops, {flops / max(elapsed, 1e-9) / 1e6:.1f} MFLOP/s")
