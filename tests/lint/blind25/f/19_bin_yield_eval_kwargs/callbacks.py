class HoldoutReporter:
    def __init__(self, eval_fn, x, y, every=2):
        self.eval_fn = eval_fn
        self.x, self.y, self.every = x, y, every

    def __call__(self, epoch, params):
        if epoch % self.every == 0:
            acc, loss = self.eval_fn(params, x=self.x, y=self.y)
            print(f"  [holdout] epoch {epoch} acc {float(acc):.3f} loss {float(loss):.3f}")
