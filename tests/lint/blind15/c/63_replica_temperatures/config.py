# temperature ladder for the independent replicas
TEMPERATURES = [1, 1.5, 2, 3, 4.5]
N_WALKERS = 128
N_SWEEPS = 200
STEP = 0.5
