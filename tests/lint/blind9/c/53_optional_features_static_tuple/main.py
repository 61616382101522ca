import numpy as np

from handler import handle
from scoring import OPTIONAL

N_BASE, BATCH = 10, 16


def requests(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        req = {"base": rng.normal(size=(BATCH, N_BASE))}
        # upstream enrichers time out independently, so optional fields come and go
        for name in OPTIONAL:
            if rng.random() < 0.6:
                req[name] = rng.normal(size=BATCH)
        yield req


def main():
    rng = np.random.default_rng(1)
    weights = {"base": rng.normal(size=N_BASE).astype(np.float32) * 0.3,
               "opt": rng.normal(size=len(OPTIONAL)).astype(np.float32)}
    for i, req in enumerate(requests(8)):
        risk = handle(weights, req)
        print(f"request {i}: fields={sorted(k for k in req if k != 'base')} max risk {risk.max():.3f}")


if __name__ == "__main__":
    main()
