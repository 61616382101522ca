import numpy as np


def flight_reports(n_flights, seed=0):
    """Yields (cycles, fuel_flow_delta) after each flight of one tail number."""
    rng = np.random.default_rng(seed)
    for k in range(n_flights):
        yield np.float32(k), np.float32(0.002 * k + rng.normal(0, 0.05))
