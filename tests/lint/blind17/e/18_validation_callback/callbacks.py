class ValidationCallback:
    def __init__(self, loss_fn, X_val, y_val, every=2):
        self.loss_fn = loss_fn
        self.X_val = X_val
        self.y_val = y_val
        self.every = every
        self.best = float("inf")

    def __call__(self, epoch, params):
        if epoch % self.every:
            return None
        val = float(self.loss_fn(params, x=self.X_val, y=self.y_val))
        self.best = min(self.best, val)
        print(f"  [val] epoch {epoch} loss {val:.4f} best {self.best:.4f}")
        return val
