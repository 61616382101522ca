import numpy as np

from scenarios import wind_scenarios
from costing import expected_cost


def main():
    rng = np.random.default_rng(27)
    h = np.arange(24)
    demand = (700 + 200 * np.sin(2 * np.pi * (h - 8) / 24)).astype(np.float32)
    for margin in [0.0, 50.0, 100.0, 150.0]:
        plan = np.clip(demand - 120 + margin, 0, 900).astype(np.float32)
        ws = wind_scenarios(rng)
        mean, cvar = expected_cost(ws, demand, plan)
        print(margin, round(float(mean)), round(float(cvar)))


if __name__ == "__main__":
    main()
