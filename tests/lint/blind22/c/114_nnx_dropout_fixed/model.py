from flax import nnx


class InjuryRisk(nnx.Module):
    def __init__(self, rngs, rate=0.4):
        self.l1 = nnx.Linear(7, 32, rngs=rngs)
        self.drop = nnx.Dropout(rate, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))[:, 0]
