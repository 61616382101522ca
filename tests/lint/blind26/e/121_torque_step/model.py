import equinox as eqx
import jax


class JointTorqueMLP(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(6, 1, 32, 2, key=key)

    def __call__(self, x):
        return jax.vmap(self.mlp)(x)[:, 0]
