class ValidationHook:
    def __init__(self, loss_fn, val_counts, every=5):
        self.loss_fn = loss_fn
        self.val_counts = val_counts
        self.every = every
        self.history = []

    def __call__(self, step, params):
        if step % self.every == 0:
            val = self.loss_fn(params, counts=self.val_counts)
            self.history.append((step, float(val)))
            print(f"step {step:3d} held-out nll {float(val):.2f}")
