from flax import nnx


class SyllableClassifier(nnx.Module):
    def __init__(self, n_in, n_out, rngs):
        self.l1 = nnx.Linear(n_in, 48, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.l2 = nnx.Linear(48, n_out, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))
