import equinox as eqx
import jax
import jax.numpy as jnp


class QuantileClipper(eqx.Module):
    """Adaptive clipping: the bound tracks a target quantile of update norms."""
    bound: jax.Array
    target_quantile: float = 0.5
    lr: float = 0.2

    def __init__(self, bound, target_quantile=0.5, lr=0.2):
        self.bound = jnp.asarray(bound, jnp.float32)
        self.target_quantile = target_quantile
        self.lr = lr

    def clip(self, update):
        norm = jnp.sqrt(sum(jnp.sum(u ** 2) for u in jax.tree_util.tree_leaves(update)))
        scale = jnp.minimum(1.0, self.bound / (norm + 1e-9))
        return jax.tree_util.tree_map(lambda u: u * scale, update), norm

    def next_bound(self, norms):
        norms = jnp.asarray(norms)
        frac_below = jnp.mean((norms <= self.bound).astype(jnp.float32))
        new = self.bound * jnp.exp(-self.lr * (frac_below - self.target_quantile))
        return eqx.tree_at(lambda c: c.bound, self, new)
