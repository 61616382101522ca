import jax
from flax import nnx

class FishNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(20, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 5, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))

def score_batch(model, x, y):
    return (model(x).argmax(-1) == y).mean()

def evaluate(model, x, y):
    return float(nnx.jit(score_batch)(model, x, y))
