import jax.numpy as jnp

SCENARIOS = [
    {"name": "steady", "years": 3, "hire": 20.0, "quit": 0.12, "promo": 0.08},
    {"name": "growth", "years": 5, "hire": 35.0, "quit": 0.10, "promo": 0.10},
    {"name": "freeze", "years": 2, "hire": 2.0, "quit": 0.15, "promo": 0.05},
]


def monthly_grid(years):
    return jnp.linspace(0.0, float(years), 12 * years + 1)
