class BestCutTracker:
    def __init__(self, objective, cuts, every=2):
        self.objective = objective
        self.cuts = cuts
        self.every = every
        self.history = []

    def __call__(self, step, params):
        if step % self.every:
            return
        value = float(self.objective(params, self.cuts))
        self.history.append((step, value))
        print(f"[eval] step {step} <C>={value:.4f}")
