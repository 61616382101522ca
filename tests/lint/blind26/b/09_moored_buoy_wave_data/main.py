import numpy as np

from ingest import read_message
from stats import sea_state_summary


def main():
    rng = np.random.default_rng(7)
    for hour in range(12):
        msg = read_message(hour, rng)
        s = sea_state_summary(msg)
        print(f"hour {hour:2d}: Hs {float(s['mean_hs']):.2f} m  H1/3 {float(s['h_third']):.2f} m  U {float(s['wind']):.1f} m/s")


if __name__ == "__main__":
    main()
