from metrics import evaluate


class EvalCallback:
    def __init__(self, x_val, y_val, every):
        self.x_val, self.y_val, self.every = x_val, y_val, every
        self.best = None

    def on_step_end(self, step, params):
        if step % self.every == 0:
            m = evaluate(params, y=self.y_val, x=self.x_val)
            acc = float(m["accuracy"])
            if self.best is None or acc > self.best:
                self.best = acc
            print(f"step {step}: val_acc={acc:.3f}")
