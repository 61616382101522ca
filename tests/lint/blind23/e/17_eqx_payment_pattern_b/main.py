import equinox as eqx
import jax.numpy as jnp

from model import PaymentPatternModel, reserve_by_line

outstanding = jnp.array([12.5e6, 4.2e6, 31.0e6, 7.7e6])  # motor, property, liability, marine
model = PaymentPatternModel(logits=jnp.array([1.2, 0.9, 0.5, 0.1, -0.4, -1.0]),
                            discount_rate=jnp.array(0.0, dtype=jnp.float32))

# quarterly valuation dates with the risk-free rate published for each
published_rates = [0.031, 0.0335, 0.036, 0.034, 0.0325, 0.038]
for q, r in enumerate(published_rates):
    model = eqx.tree_at(lambda m: m.discount_rate, model, jnp.array(r, dtype=jnp.float32))
    res = reserve_by_line(model, outstanding)
    print(f"Q{q + 1} rate {r:.4f}: discounted reserve {float(res.sum()) / 1e6:.2f}m")
