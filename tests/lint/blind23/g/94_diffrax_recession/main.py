import numpy as np

from solve import recession_curve

EVENTS = [(120.0, 36.0), (80.0, 72.0), (200.0, 48.0), (60.0, 96.0)]


def main():
    for q0, duration in EVENTS:
        ts, q = recession_curve(np.float32(q0), np.float32(duration), 0.02, 1.3)
        print(f"Q0={q0:5.0f} over {duration:3.0f} h -> end {float(q[-1]):.2f} m3/s")


if __name__ == "__main__":
    main()
