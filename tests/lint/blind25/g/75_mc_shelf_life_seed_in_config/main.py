import numpy as np

from config import BASE, frozen
from montecarlo import simulate_packs


def main():
    p10s = []
    for rep in range(5):
        cfg = dict(BASE, seed=rep)
        days = simulate_packs(frozen(cfg))
        p10s.append(float(np.percentile(np.asarray(days), 10)))
        print(f"replicate {rep}: 10th percentile shelf life {p10s[-1]:.2f} d")
    print(f"label date suggestion: {min(p10s):.1f} d")


if __name__ == "__main__":
    main()
