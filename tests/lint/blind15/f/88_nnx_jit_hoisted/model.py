from flax import nnx


class Scorer(nnx.Module):
    def __init__(self, rngs):
        self.proj = nnx.Linear(8, 8, rngs=rngs)
        self.norm = nnx.LayerNorm(8, rngs=rngs)
        self.out = nnx.Linear(8, 1, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.relu(self.norm(self.proj(x))))[:, 0]
