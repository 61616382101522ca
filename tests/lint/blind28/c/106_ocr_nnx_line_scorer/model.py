from flax import nnx


class LineScorer(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(40, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 5, rngs=rngs)
        self.history = []

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))

    def log(self, loss):
        self.history.append(round(float(loss), 4))
