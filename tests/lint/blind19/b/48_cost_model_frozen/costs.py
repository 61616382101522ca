import dataclasses


@dataclasses.dataclass(frozen=True)
class CostModel:
    spread_bps: float
    impact_coef: float

    def __call__(self, trade, adv):
        import jax.numpy as jnp
        spread = self.spread_bps * 1e-4
        return spread * jnp.abs(trade) + self.impact_coef * jnp.abs(trade) ** 1.5 / jnp.sqrt(adv)


def cost_model_for(venue):
    params = {"XNYS": (1.0, 0.1), "XNAS": (1.2, 0.12)}[venue]
    return CostModel(*params)
