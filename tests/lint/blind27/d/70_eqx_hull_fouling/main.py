import numpy as np

from model import FoulingDrag
from sim import rollout_drag

VOYAGE_DAYS = [21.0, 35.0, 28.0, 42.0]
N_STEPS = 64


def main():
    rng = np.random.default_rng(0)
    model = FoulingDrag()
    for days in VOYAGE_DAYS:
        temps = rng.uniform(8, 30, N_STEPS).astype(np.float32)
        drag = rollout_drag(model, temps, days / N_STEPS)
        print(f"{days:.0f} days: drag factor at arrival {float(drag[-1]):.3f}")


if __name__ == "__main__":
    main()
