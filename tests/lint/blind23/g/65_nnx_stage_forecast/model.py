from flax import nnx


class StageSeq2One(nnx.Module):
    def __init__(self, n_in, horizon, rngs):
        self.horizon = horizon
        self.proj = nnx.Linear(n_in, 32, rngs=rngs)
        self.out = nnx.Linear(32, horizon, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.relu(self.proj(x.mean(axis=1))))
