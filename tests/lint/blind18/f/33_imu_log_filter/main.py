import numpy as np

from filters import filter_log
from logs import drive_logs


def main():
    for i, (accel, gps) in enumerate(drive_logs()):
        states = filter_log(accel, gps)
        print(f"log {i}: {len(accel)} samples, final pos {float(states[-1, 0]):.2f}")


if __name__ == "__main__":
    main()
