class EvalCallback:
    def __init__(self, eval_fn, x_val, y_val, every):
        self.eval_fn = eval_fn
        self.x_val, self.y_val, self.every = x_val, y_val, every
        self.best = None

    def on_step_end(self, step, params):
        if step % self.every == 0:
            m = self.eval_fn(params, self.x_val, self.y_val)
            acc = float(m["accuracy"])
            if self.best is None or acc > self.best:
                self.best = acc
            print(f"step {step}: val_acc={acc:.3f}")
