import equinox as eqx
import jax
import jax.numpy as jnp

class PrecedentMatcher(eqx.Module):
    enc: eqx.nn.MLP
    log_tau: jax.Array

    def __init__(self, dim, key):
        self.enc = eqx.nn.MLP(dim, dim, 32, depth=1, key=key)
        self.log_tau = jnp.array(0.0)

    def __call__(self, a, b):
        za = jax.vmap(self.enc)(a)
        zb = jax.vmap(self.enc)(b)
        return (za @ zb.T) * jnp.exp(-self.log_tau)
