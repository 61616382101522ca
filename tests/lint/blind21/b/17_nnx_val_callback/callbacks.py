class ValidationCallback:
    def __init__(self, eval_fn, X_val, y_val, every=2):
        self.eval_fn = eval_fn
        self.X_val, self.y_val = X_val, y_val
        self.every = every
        self.history = []

    def on_epoch_end(self, epoch, model):
        if epoch % self.every:
            return
        loss, acc = self.eval_fn(model, x=self.X_val, y=self.y_val)
        self.history.append((epoch, float(loss), float(acc)))
        print(f"  val epoch {epoch}: loss={float(loss):.3f} acc={float(acc):.2f}")
