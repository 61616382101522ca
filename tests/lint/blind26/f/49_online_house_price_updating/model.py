from flax import nnx

class OnlinePriceModel(nnx.Module):
    def __init__(self, rngs):
        self.linear = nnx.Linear(4, 1, rngs=rngs)
        self.batches_seen = 0

    def __call__(self, x):
        return self.linear(x)[:, 0]
