SWEEP = [
    {"name": "weak mixing", "kappa": 1e-5},
    {"name": "background", "kappa": 1e-4},
    {"name": "storm", "kappa": 1e-3},
    {"name": "convective", "kappa": 1},
    {"name": "convective+", "kappa": 2},
]
DZ = 2.0
DT = 1.0
NZ = 80
N_STEPS = 200
