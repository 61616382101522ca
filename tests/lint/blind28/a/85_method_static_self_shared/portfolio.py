import numpy as np

from forecaster import FORECASTER

HOTELS = ["lisbon_centre", "porto_riverside", "algarve_beach", "sintra_palace", "madeira_cliff"]


def snapshot(rng):
    on_books = rng.uniform(0.3, 0.7, 30).astype(np.float32)
    pickup = rng.uniform(0.0, 0.02, (30, 14)).astype(np.float32)
    return on_books, pickup


def portfolio_report(rng):
    return {h: float(FORECASTER.final_occupancy(*snapshot(rng)).mean()) for h in HOTELS}
