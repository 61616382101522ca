from flax import nnx


class CarbonationNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(4, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)
        self.last_loss = None

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))[:, 0]
