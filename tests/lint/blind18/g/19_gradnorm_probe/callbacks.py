from utils import compute_grads, global_norm


class GradNormMonitor:
    """Logs the gradient norm on a fixed probe batch every `every` steps."""

    def __init__(self, probe_batch, every=3):
        self.probe_batch = probe_batch
        self.every = every
        self.history = []

    def on_step_end(self, trainer):
        if trainer.step % self.every:
            return
        _, grads = compute_grads(trainer.params, self.probe_batch)
        self.history.append(float(global_norm(grads)))
