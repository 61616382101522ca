import numpy as np

from analysis import analyse_visit


def records(n):
    rng = np.random.default_rng(3)
    for i in range(n):
        yield {"patient_id": f"PT{1000 + i}", "volume": rng.normal(size=(6, 48, 32)).astype(np.float32)}


def main():
    for rec in records(4):
        mean, std = analyse_visit(rec)
        print(rec["patient_id"], round(float(mean.mean()), 4), round(float(std.mean()), 4))


if __name__ == "__main__":
    main()
