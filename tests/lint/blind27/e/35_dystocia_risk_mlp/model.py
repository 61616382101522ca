import jax
import equinox as eqx


class CalvingEaseMLP(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(5, 1, width_size=16, depth=2, key=key)

    def __call__(self, x):
        return self.mlp(x)[0]
