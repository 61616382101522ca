from flax import nnx


class PatchClassifier(nnx.Module):
    def __init__(self, rngs):
        self.proj = nnx.Linear(16, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.head = nnx.Linear(32, 3, rngs=rngs)

    def __call__(self, x):
        return self.head(self.drop(nnx.gelu(self.proj(x))))
