from steps import mae


class ValidationMonitor:
    def __init__(self, windows, targets, every=2):
        self.windows = windows
        self.targets = targets
        self.every = every
        self.history = []

    def __call__(self, step, params):
        if step % self.every:
            return
        score = mae(params, windows=self.windows, targets=self.targets)
        self.history.append(float(score))
        print(f"  step {step} val MAE {self.history[-1]:.4f}")
