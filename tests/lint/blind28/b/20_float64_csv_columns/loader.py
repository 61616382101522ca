import io

import numpy as np

CSV = "\n".join(
    f"{i},{(i * 37) % 100},{(i * 11) % 17},{(i * 7) % 9 / 3.0:.3f},{i % 2}" for i in range(240)
)


def load_csv_chunks(chunk_rows=60):
    data = np.loadtxt(io.StringIO(CSV), delimiter=",")
    for start in range(0, data.shape[0], chunk_rows):
        chunk = data[start:start + chunk_rows]
        # ids and result columns are integral
        kills = chunk[:, 1].astype(np.int64)
        feats = chunk[:, 1:4]
        result = chunk[:, 4]
        yield feats, kills, result
