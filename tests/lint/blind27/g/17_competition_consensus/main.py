import numpy as np

from report import flight_report, outlier_check


def main():
    rng = np.random.default_rng(12)
    weights = np.ones(9, np.float32)
    weights[:3] = 1.5  # senior judges
    for flight in ["Pinot 2021", "Pinot 2022", "Syrah 2021"]:
        scores = (88 + rng.normal(0, 2, (9, 6))).astype(np.float32)
        print(flight_report(flight, scores, weights))
        print("  most divergent judge:", outlier_check(scores, weights))


if __name__ == "__main__":
    main()
