import jax.numpy as jnp

from projection import project_runoff

# months remaining to the end of each cohort's run-off window
cohorts = {"AY2019": 18, "AY2020": 30, "AY2021": 42, "AY2022": 54, "AY2023": 66}
outstanding = jnp.array([1.2e6, 3.4e6, 0.8e6, 2.1e6])  # by peril
for ay, months in cohorts.items():
    paid = project_runoff(outstanding, 0.06, 0.05, months)
    print(f"{ay}: projected payments over {months} months {float(paid.sum()) / 1e6:.2f}m")
