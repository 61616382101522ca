import numpy as np

from report import build_reducers, summarize


def main():
    rng = np.random.default_rng(0)
    for day in range(3):
        basket_values = rng.lognormal(3.0, 0.5, size=128).astype(np.float32)
        reducers = build_reducers(0.95)
        report = {name: float(summarize(basket_values, fn)["value"]) for name, fn in reducers.items()}
        print(day, {k: round(v, 2) for k, v in report.items()})


if __name__ == "__main__":
    main()
