from steps import eval_step


class ValidationCallback:
    def __init__(self, tokens, labels, every=2):
        self.tokens = tokens
        self.labels = labels
        self.every = every
        self.history = []

    def on_step_end(self, step, params):
        if step % self.every == 0:
            acc = eval_step(params, tokens=self.tokens, labels=self.labels)
            self.history.append((step, float(acc)))
