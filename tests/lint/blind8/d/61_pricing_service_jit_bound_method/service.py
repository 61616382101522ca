import jax


class PricingService:
    def __init__(self, model, seed=0):
        self.model = model
        self.key = jax.random.PRNGKey(seed)

    def quote(self, spot, strike, maturity):
        self.key, sub = jax.random.split(self.key)
        pv = jax.jit(self.model.price)(sub, spot, strike, maturity)
        return float(pv)
