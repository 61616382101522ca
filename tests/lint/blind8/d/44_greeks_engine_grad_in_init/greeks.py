import jax


class GreeksEngine:
    """Delta and vega (w.r.t. initial variance) by pathwise differentiation."""

    def __init__(self, pricer):
        self.pricer = pricer
        self._grad = jax.jit(jax.grad(pricer, argnums=(0, 1)))

    def pathwise_greeks(self, spot, v0, strike, maturity, key):
        delta, vega = self._grad(spot, v0, strike, maturity, key)
        return float(delta), float(vega)
