from flax import nnx


class Classifier(nnx.Module):
    def __init__(self, din, dout, rngs: nnx.Rngs):
        self.hidden = nnx.Linear(din, 64, rngs=rngs)
        self.head = nnx.Linear(64, dout, rngs=rngs)
        self.best_loss = float("inf")
        self.steps_seen = 0

    def __call__(self, x):
        return self.head(nnx.gelu(self.hidden(x)))

    def record(self, loss):
        self.steps_seen += 1
        self.best_loss = min(self.best_loss, float(loss))
