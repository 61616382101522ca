from counts import square_counts
from viability import cells_per_ml

SAMPLES = [
    {"tank": "T1", "dilution": 1, "counts": [42, 38, 45, 40, 39], "dead": [3, 2, 4, 3, 2]},
    {"tank": "T2", "dilution": 2.5, "counts": [21, 18, 22, 19, 20], "dead": [1, 2, 1, 1, 2]},
    {"tank": "T3", "dilution": 1, "counts": [55, 51, 49, 57, 53], "dead": [8, 7, 6, 9, 7]},
    {"tank": "T4", "dilution": 2.5, "counts": [30, 28, 33, 29, 31], "dead": [2, 3, 2, 2, 3]},
]


def main():
    for s in SAMPLES:
        total, viab = cells_per_ml(square_counts(s), s["dead"])
        print(f"{s['tank']}: {float(total):.2e} cells/mL, viability {float(viab):.0%}")


if __name__ == "__main__":
    main()
