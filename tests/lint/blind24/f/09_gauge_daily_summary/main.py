import numpy as np

from acquisition import daily_logs
from processing import daily_summary


def main():
    for day, rec in daily_logs():
        s = daily_summary(rec)
        flag = "T-comp" if "temp" in rec else "raw"
        print(f"day {day} [{flag}] peak max {float(np.max(s['peak'])):8.1f} rms mean {float(np.mean(s['rms'])):8.1f}")


if __name__ == "__main__":
    main()
