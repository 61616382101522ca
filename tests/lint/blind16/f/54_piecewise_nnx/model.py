from flax import nnx


class TabResNet(nnx.Module):
    def __init__(self, d_in, width, n_out, rngs):
        self.inp = nnx.Linear(d_in, width, rngs=rngs)
        self.block = nnx.Linear(width, width, rngs=rngs)
        self.norm = nnx.LayerNorm(width, rngs=rngs)
        self.out = nnx.Linear(width, n_out, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.inp(x))
        h = h + nnx.relu(self.block(self.norm(h)))
        return self.out(h)
