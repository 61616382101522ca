import numpy as np

from market import session_lengths, simulate_session
from signals import session_features


def main():
    rows = []
    for day, minutes in enumerate(session_lengths(8)):
        price, volume = simulate_session(minutes, seed=day)
        rows.append(np.asarray(session_features(price, volume)))
        print(f"day {day}: {minutes} min, close vs VWAP {rows[-1][0]:+.4%}")
    rows = np.stack(rows)
    print("mean intraday vol", rows[:, 2].mean())


if __name__ == "__main__":
    main()
