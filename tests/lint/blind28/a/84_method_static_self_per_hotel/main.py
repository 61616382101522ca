import numpy as np

from forecaster import PickupForecaster

HOTELS = ["lisbon_centre", "porto_riverside", "algarve_beach", "sintra_palace", "madeira_cliff"]


def hotel_snapshot(rng):
    on_books = rng.uniform(0.3, 0.7, 30).astype(np.float32)
    pickup = rng.uniform(0.0, 0.02, (30, 14)).astype(np.float32)
    return on_books, pickup


def main():
    rng = np.random.default_rng(0)
    for name in HOTELS:
        model = PickupForecaster(name)
        occ = model.final_occupancy(*hotel_snapshot(rng))
        print(f"{name:16s} mean final occupancy {float(occ.mean()):.3f}")


if __name__ == "__main__":
    main()
