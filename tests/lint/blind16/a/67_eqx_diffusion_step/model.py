import jax
import jax.numpy as jnp
import equinox as eqx


class ScoreMLP(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, dim, key):
        self.mlp = eqx.nn.MLP(dim + 1, dim, width_size=32, depth=2, activation=jax.nn.silu, key=key)

    def __call__(self, x, t_frac):
        return self.mlp(jnp.concatenate([x, jnp.atleast_1d(t_frac)]))
