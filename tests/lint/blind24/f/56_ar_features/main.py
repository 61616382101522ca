import numpy as np

from features import ar_coefficients
from stream import AccelStream, SlidingWindow


def main():
    stream = AccelStream()
    window = SlidingWindow(n_chunks=8)
    baseline = None
    for k in range(100):
        window.push(stream.next_chunk())
        if not window.ready or k % 4:
            continue
        phi = np.asarray(ar_coefficients(window.values))
        if baseline is None:
            baseline = phi
        if k % 12 == 0:
            print(f"chunk {k:3d}: AR distance from baseline {np.linalg.norm(phi - baseline):.3f}")


if __name__ == "__main__":
    main()
