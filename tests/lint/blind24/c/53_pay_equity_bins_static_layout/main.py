import numpy as np
from report import annual_report, audit_view

rng = np.random.default_rng(0)
df = {
    "salary": rng.normal(80000, 15000, 300).astype(np.float32),
    "group": rng.integers(0, 2, 300).astype(np.int32),
    "level": rng.random(300).astype(np.float32),
}
print("annual", np.round(np.asarray(annual_report(df)), 3))
print("audit ", np.round(np.asarray(audit_view(df)), 3))
print("annual", np.round(np.asarray(annual_report(df)), 3))
