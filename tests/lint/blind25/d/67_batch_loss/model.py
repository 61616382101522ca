from flax import nnx

class ClauseClassifier(nnx.Module):
    def __init__(self, d, n, rngs):
        self.l1 = nnx.Linear(d, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(64, n, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))
