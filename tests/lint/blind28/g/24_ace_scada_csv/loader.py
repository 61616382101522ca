import io
import numpy as np

CSV_A = "\n".join(f"{h},{400 + 50 * np.sin(h / 3):.2f},{20 + h % 5}" for h in range(48))
CSV_B = "\n".join(f"{h},{380 + 45 * np.cos(h / 4):.2f},{18 + h % 7}" for h in range(48))


def read_area(csv_text, fast_path=False):
    if fast_path:
        # float32 snapshot export
        arr = np.loadtxt(io.StringIO(csv_text), delimiter=",", dtype=np.float32)
    else:
        arr = np.loadtxt(io.StringIO(csv_text), delimiter=",")
    return arr[:, 1], arr[:, 2]
