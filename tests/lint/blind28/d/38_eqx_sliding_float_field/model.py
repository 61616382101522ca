import equinox as eqx
import jax
import jax.numpy as jnp


class SlidingLaw(eqx.Module):
    """Weertman sliding with an MLP correction on effective pressure."""
    mlp: eqx.nn.MLP
    friction: float

    def __call__(self, tau_b, n_eff):
        base = (tau_b / self.friction) ** 3
        corr = jax.vmap(self.mlp)(jnp.stack([tau_b / 1e5, n_eff / 1e6], 1))[:, 0]
        return base * jnp.exp(corr)
