import numpy as np

from ledger import MetalLedger


def main():
    rng = np.random.default_rng(91)
    ledger = MetalLedger()
    for day in range(10):
        tonnes = rng.uniform(3000, 5000, size=16).astype(np.float32)
        grade = rng.lognormal(0.0, 0.5, size=16).astype(np.float32)
        ledger.book(tonnes, grade, 0.91)
    print(f"{float(ledger.total_t) / 1e3:.0f} kt milled, {float(ledger.total_oz):,.0f} oz recovered")


if __name__ == "__main__":
    main()
