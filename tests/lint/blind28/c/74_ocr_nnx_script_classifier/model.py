from flax import nnx


class ScriptClassifier(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(64, 48, rngs=rngs)
        self.drop = nnx.Dropout(0.5, rngs=rngs)
        self.l2 = nnx.Linear(48, 6, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))
