import numpy as np

from portfolio import portfolio_report


def main():
    rng = np.random.default_rng(0)
    for week in range(3):
        report = portfolio_report(rng)
        print(week, {k: round(v, 3) for k, v in report.items()})


if __name__ == "__main__":
    main()
