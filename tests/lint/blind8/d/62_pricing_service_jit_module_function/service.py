import jax


class PricingService:
    def __init__(self, pricer, seed=0):
        self.pricer = pricer
        self.key = jax.random.PRNGKey(seed)

    def quote(self, spot, strike, maturity):
        self.key, sub = jax.random.split(self.key)
        pv = jax.jit(self.pricer)(sub, spot, strike, maturity)
        return float(pv)
