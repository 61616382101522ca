import equinox as eqx
import jax

class SmoothLandModel(eqx.Module):
    mlp: eqx.nn.MLP
    penalty: float

    def __call__(self, x):
        return jax.vmap(self.mlp)(x)[:, 0]
