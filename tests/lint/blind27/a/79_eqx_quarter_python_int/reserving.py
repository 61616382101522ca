import jax
import jax.numpy as jnp
import equinox as eqx


class ExpectedLossRatio(eqx.Module):
    elr: jax.Array
    pattern: jax.Array

    def ibnr(self, earned, paid_dev, quarter):
        # Bornhuetter-Ferguson with the development pattern at the valuation quarter
        pct = self.pattern[jnp.minimum(paid_dev + quarter, self.pattern.shape[0] - 1)]
        return earned * self.elr * (1.0 - pct)


@eqx.filter_jit
def bf_reserve(model, earned, paid_dev, quarter):
    return model.ibnr(earned, paid_dev, quarter).sum()
