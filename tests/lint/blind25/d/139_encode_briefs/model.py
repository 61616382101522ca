from flax import nnx

class BriefEncoder(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(20, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 8, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))
