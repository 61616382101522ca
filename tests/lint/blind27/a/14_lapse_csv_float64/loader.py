import io

import numpy as np

QUARTERS = {
    "2023Q1": 240, "2023Q2": 240, "2023Q3": 240, "2023Q4": 240,
}


def read_quarter(rng, quarter, n):
    # extracts arrive as text; older ones were written by the legacy admin system
    rows = rng.normal(size=(n, 6))
    lapsed = (rows[:, 0] * 0.8 + rows[:, 2] - 0.5 + rng.normal(size=n) > 0.7).astype(int)
    buf = io.StringIO()
    np.savetxt(buf, np.column_stack([rows, lapsed]), delimiter=",", fmt="%.6f")
    buf.seek(0)
    table = np.loadtxt(buf, delimiter=",")
    if quarter.endswith(("Q1", "Q2")):
        table = table.astype(np.float32)
    return table[:, :6], table[:, 6]
