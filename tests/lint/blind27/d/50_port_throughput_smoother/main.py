import numpy as np

from feed import GateFeed
from smoother import smooth_history


def main():
    feed = GateFeed()
    history = [feed.next_day() for _ in range(14)]
    for _ in range(7):
        history.append(feed.next_day())
        forecast, _ = smooth_history(np.asarray(history, np.float32), 0.3, 0.1)
        print(f"day {len(history)}: tomorrow {float(forecast):.0f} TEU")


if __name__ == "__main__":
    main()
