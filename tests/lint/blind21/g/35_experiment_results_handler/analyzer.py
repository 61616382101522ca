import jax
import jax.numpy as jnp


class ExperimentAnalyzer:
    def __init__(self, alpha=0.05):
        self.alpha = alpha
        self._welch = jax.jit(self._welch_impl)

    def _welch_impl(self, a, b):
        ma, mb = jnp.mean(a), jnp.mean(b)
        va, vb = jnp.var(a, ddof=1), jnp.var(b, ddof=1)
        se = jnp.sqrt(va / a.shape[0] + vb / b.shape[0])
        return mb - ma, se

    def readout(self, control, treatment):
        diff, se = self._welch(control, treatment)
        z = diff / se
        return {"diff": float(diff), "se": float(se), "significant": bool(jnp.abs(z) > 1.96)}
