from flax import nnx


class WideAndDeep(nnx.Module):
    def __init__(self, num_features, hidden, rngs: nnx.Rngs):
        self.wide = nnx.Linear(num_features, 1, rngs=rngs)
        self.deep1 = nnx.Linear(num_features, hidden, rngs=rngs)
        self.deep2 = nnx.Linear(hidden, 1, rngs=rngs)

    def __call__(self, x):
        return (self.wide(x) + self.deep2(nnx.relu(self.deep1(x)))).squeeze(-1)
