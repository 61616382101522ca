import numpy as np

from model import estuary_day
from state import EstuaryState


def main():
    state = EstuaryState.initial(30)
    rng = np.random.default_rng(0)
    for day in range(90):
        flow = np.float32(80 + 60 * np.sin(2 * np.pi * day / 90) + rng.normal(0, 10))
        state = estuary_day(state, flow, np.float32(0.3))
        if day % 30 == 29:
            b = np.asarray(state.oyster_biomass)
            print(f"day {day + 1}: total oyster biomass {b.sum():.0f} g/m2, best segment {int(b.argmax())}")


if __name__ == "__main__":
    main()
