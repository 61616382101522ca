import numpy as np

from market import FULL_SESSION, session_lengths, simulate_session
from signals import session_features


def pad_session(price, volume, length=FULL_SESSION):
    p = np.full(length, price[-1], dtype=np.float32)
    v = np.zeros(length, dtype=np.float32)
    p[: len(price)] = price
    v[: len(volume)] = volume
    return p, v


def main():
    rows = []
    for day, minutes in enumerate(session_lengths(8)):
        price, volume = pad_session(*simulate_session(minutes, seed=day))
        rows.append(np.asarray(session_features(price, volume, np.int32(minutes))))
        print(f"day {day}: {minutes} min, close vs VWAP {rows[-1][0]:+.4%}")
    rows = np.stack(rows)
    print("mean intraday vol", rows[:, 2].mean())


if __name__ == "__main__":
    main()
