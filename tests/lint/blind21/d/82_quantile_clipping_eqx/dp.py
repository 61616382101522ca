import equinox as eqx
import jax
import jax.numpy as jnp


class QuantileClipper(eqx.Module):
    """Adaptive clipping: the bound tracks a target quantile of update norms."""
    bound: float
    target_quantile: float = 0.5
    lr: float = 0.2

    def clip(self, update):
        norm = jnp.sqrt(sum(jnp.sum(u ** 2) for u in jax.tree_util.tree_leaves(update)))
        scale = jnp.minimum(1.0, self.bound / (norm + 1e-9))
        return jax.tree_util.tree_map(lambda u: u * scale, update), norm

    def next_bound(self, norms):
        frac_below = sum(1.0 for n in norms if n <= self.bound) / len(norms)
        new = self.bound * float(jnp.exp(-self.lr * (frac_below - self.target_quantile)))
        return eqx.tree_at(lambda c: c.bound, self, new)
