import jax.numpy as jnp

from thiele import solve_reserve

# term assurance contracts: (entry age, term in years, annual premium, sum assured)
contracts = [
    (35.0, 20, 420.0, 250_000.0),
    (45.0, 15, 980.0, 200_000.0),
    (50.0, 10, 1650.0, 150_000.0),
    (40.0, 25, 610.0, 300_000.0),
]
delta = 0.03

for age, term, prem, sa in contracts:
    ts = jnp.linspace(0.0, float(term), term + 1)
    V = solve_reserve((age, delta, prem, sa), ts)
    print(f"age {age:.0f} term {term}: reserve at year 5 = {float(V[5]):,.0f}, peak = {float(V.max()):,.0f}")
