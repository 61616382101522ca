import jax
import jax.numpy as jnp

from alm import project_fund

COHORTS = [
    {"name": "2005", "years_to_maturity": 5},
    {"name": "2010", "years_to_maturity": 10},
    {"name": "2015", "years_to_maturity": 15},
    {"name": "2018", "years_to_maturity": 18},
]


def main():
    key = jax.random.PRNGKey(351)
    fund0 = jnp.full(5000, 100.0, jnp.float32)
    for c in COHORTS:
        key, sub = jax.random.split(key)
        fund, shortfall = project_fund(sub, fund0, jnp.float32(100.0), 0.04, 0.15, years=c["years_to_maturity"])
        print(c["name"], round(float(shortfall.mean()), 3), round(float((shortfall > 0).mean()), 3))


if __name__ == "__main__":
    main()
