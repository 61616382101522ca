import io

import numpy as np

# monthly extracts from two administration systems
LEGACY_CSV = "exposure,claims\n" + "\n".join(f"{0.5 + 0.01 * i:.2f},{i % 3}" for i in range(120))
NEW_CSV = "exposure,claims\n" + "\n".join(f"{0.4 + 0.01 * i:.2f},{(i % 4) * 0.5:.1f}" for i in range(120))


def read_extract(text):
    arr = np.genfromtxt(io.StringIO(text), delimiter=",", names=True, dtype=None)
    return {name: np.asarray(arr[name]) for name in arr.dtype.names}


def monthly_extracts():
    for month in range(6):
        src = LEGACY_CSV if month < 3 else NEW_CSV
        yield month, read_extract(src)
