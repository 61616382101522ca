import jax

from esg import vasicek_paths, guarantee_cost

CHUNK = 500
# scenario budgets agreed with the risk team for each reporting run
runs = {"quarterly_quick": 500, "half_year": 2000, "year_end": 5000, "sensitivity": 1000}

key = jax.random.PRNGKey(2024)
for name, n_scen in runs.items():
    costs = []
    for _ in range(n_scen // CHUNK):
        key, sub = jax.random.split(key)
        costs.append(float(guarantee_cost(vasicek_paths(sub, CHUNK), 0.025, 1_000_000.0)))
    print(f"{name:16s} ({n_scen} scenarios): time value of guarantee {sum(costs) / len(costs):,.0f}")
