from sim import run_outbreak

# transmission scenarios for bovine tuberculosis spread within a dairy herd
scenarios = [
    {"name": "baseline", "beta": 0.3, "gamma": 0.1},
    {"name": "test-and-cull", "beta": 0.3, "gamma": 0.25},
    {"name": "closed herd", "beta": 0, "gamma": 0.1},
    {"name": "full exposure", "beta": 1, "gamma": 0.1},
]

for sc in scenarios:
    final, peak = run_outbreak(30, sc["beta"], sc["gamma"])
    print(f"{sc['name']:15s} peak infected {peak:7.2f} recovered {float(final[2]):7.2f}")
