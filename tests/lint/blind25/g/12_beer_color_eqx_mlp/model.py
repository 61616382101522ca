import equinox as eqx
import jax


class ColourNet(eqx.Module):
    mlp: eqx.nn.MLP
    srm_scale: float = 40.0

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(in_size=8, out_size=1, width_size=24, depth=2, key=key)

    def __call__(self, x):
        return self.srm_scale * jax.nn.sigmoid(self.mlp(x)[0])
