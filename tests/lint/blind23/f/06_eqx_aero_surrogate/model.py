import equinox as eqx
import jax


class AeroSurrogate(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        # inputs: alpha, beta, mach, elevator; outputs: CL, CD, Cm
        self.mlp = eqx.nn.MLP(4, 3, width_size=32, depth=2, activation=jax.nn.tanh, key=key)

    def __call__(self, x):
        return jax.vmap(self.mlp)(x)
