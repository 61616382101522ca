import numpy as np

from loader import load_model
from serve import turbidity_forecast


def main():
    rng = np.random.default_rng(0)
    for shift in range(4):
        model = load_model(seed=0)  # reload the deployed model at the start of each shift
        x = rng.normal(0, 1, (12, 5)).astype(np.float32)
        print(f"shift {shift}: mean forecast {float(turbidity_forecast(model, x).mean()):.3f}")


if __name__ == "__main__":
    main()
