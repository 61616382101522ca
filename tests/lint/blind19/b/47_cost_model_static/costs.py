class CostModel:
    def __init__(self, spread_bps, impact_coef):
        self.spread = spread_bps * 1e-4
        self.impact = impact_coef

    def __call__(self, trade, adv):
        import jax.numpy as jnp
        return self.spread * jnp.abs(trade) + self.impact * jnp.abs(trade) ** 1.5 / jnp.sqrt(adv)


def cost_model_for(venue):
    params = {"XNYS": (1.0, 0.1), "XNAS": (1.2, 0.12)}[venue]
    return CostModel(*params)
