from flax import nnx

class CitationHead(nnx.Module):
    def __init__(self, d, rngs):
        self.enc = nnx.Linear(d, 24, rngs=rngs)
        self.out = nnx.Linear(24, 3, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.tanh(self.enc(x)))
