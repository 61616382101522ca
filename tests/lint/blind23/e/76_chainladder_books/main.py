import numpy as np

from chainladder import project_triangle

rng = np.random.default_rng(61)
books = {}
for name in ["motor", "home", "commercial"]:
    tri = np.cumsum(rng.gamma(2.0, 300.0, size=(10, 10)), axis=1).astype(np.float32)
    for i in range(10):
        tri[i, 10 - i:] = np.nan
    books[name] = tri

for name, tri in books.items():
    with np.errstate(invalid="ignore"):
        ratios = np.nanmean(tri[:, 1:] / tri[:, :-1], axis=0)
    factors = np.nan_to_num(ratios, nan=1.0).astype(np.float32)
    n_dev = tri.shape[1]
    full = project_triangle(tri, factors, n_dev=n_dev)
    latest = np.array([tri[i, 9 - i] for i in range(10)])
    print(f"{name}: IBNR {float(full[:, -1].sum() - latest.sum()):,.0f}")
