import equinox as eqx
import jax
import jax.numpy as jnp


class PigletVocalNet(eqx.Module):
    """Piglet scream spectrogram features -> crushing / hunger / handling distress."""
    mlp: eqx.nn.MLP
    dropout: eqx.nn.Dropout

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(16, 3, 32, 2, key=key)
        self.dropout = eqx.nn.Dropout(0.2)

    def __call__(self, x, key, inference):
        return self.mlp(self.dropout(x, key=key, inference=inference))
