def step_cost(jitted, *args):
    compiled = jitted.lower(*args).compile()
    analysis = compiled.cost_analysis()
    if isinstance(analysis, list):
        analysis = analysis[0] if analysis else {}
    return {"flops": float(analysis.get("flops", 0.0)),
            "bytes": float(analysis.get("bytes accessed", 0.0))}


class ThroughputLogger:
    def __init__(self, every=2):
        self.every = every
        self.rows = []

    def log(self, step, jitted, args, elapsed):
        if step % self.every:
            return
        cost = step_cost(jitted, *args)
        self.rows.append({"step": step, "gflops_per_s": cost["flops"] / max(elapsed, 1e-9) / 1e9})
