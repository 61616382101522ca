from metrics import evaluate


class ValidationLogger:
    def __init__(self, x_val, y_val, every=5):
        self.x_val, self.y_val, self.every = x_val, y_val, every
        self.history = []

    def __call__(self, step, params):
        if step % self.every == 0:
            acc, nll = evaluate(params=params, x=self.x_val, y=self.y_val)
            self.history.append((step, float(acc), float(nll)))
