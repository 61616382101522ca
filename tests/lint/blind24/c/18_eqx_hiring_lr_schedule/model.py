import jax
import equinox as eqx


class HireScorer(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(8, 1, width_size=32, depth=2, key=key)

    def __call__(self, x):
        return self.mlp(x)[0]
