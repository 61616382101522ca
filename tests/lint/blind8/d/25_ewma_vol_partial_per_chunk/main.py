import numpy as np

from feed import return_chunks
from risk import StreamingRiskMonitor

POSITIONS = np.array([1.0e6, -5.0e5, 7.5e5], dtype=np.float32)


def main():
    monitor = StreamingRiskMonitor(n_assets=3)
    for i, chunk in enumerate(return_chunks(n_chunks=6, chunk_len=60, n_assets=3)):
        vol = monitor.on_chunk(chunk, POSITIONS)
        print(f"chunk {i}: ewma vol={np.asarray(vol).round(4)} breaches so far={monitor.breaches}")


if __name__ == "__main__":
    main()
