SCENARIOS = [
    {"name": "baseline", "holding": 1, "backorder": 9, "lead_time_mean": 2},
    {"name": "expensive_space", "holding": 2.5, "backorder": 9, "lead_time_mean": 2},
    {"name": "impatient", "holding": 1, "backorder": 20, "lead_time_mean": 2.5},
    {"name": "slow_supplier", "holding": 1, "backorder": 9, "lead_time_mean": 4},
]


def cost_params(scenario):
    return {k: v for k, v in scenario.items() if k != "name"}
