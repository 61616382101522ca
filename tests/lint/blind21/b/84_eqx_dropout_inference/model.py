import equinox as eqx
import jax


class LFPDecoder(eqx.Module):
    layers: list
    dropout: eqx.nn.Dropout

    def __init__(self, n_in, n_out, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(n_in, 32, key=k1), eqx.nn.Linear(32, n_out, key=k2)]
        self.dropout = eqx.nn.Dropout(0.3)

    def __call__(self, x, key=None):
        x = jax.nn.relu(self.layers[0](x))
        x = self.dropout(x, key=key)
        return self.layers[1](x)
