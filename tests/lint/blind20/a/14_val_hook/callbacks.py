from steps import compute_metrics


class ValidationCallback:
    def __init__(self, val_batches, every=2):
        self.val_batches = val_batches
        self.every = every
        self.history = []

    def on_step_end(self, step, state):
        if step % self.every:
            return
        scores = [float(compute_metrics(state, b)["fde"]) for b in self.val_batches]
        self.history.append(sum(scores) / len(scores))
