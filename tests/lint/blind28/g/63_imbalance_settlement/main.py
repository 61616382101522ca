import datetime as dt
import numpy as np

from settlement import imbalance_settlement


def main():
    rng = np.random.default_rng(80)
    start = dt.date(2024, 3, 1)
    for d in range(5):
        day = start + dt.timedelta(days=d)
        sched = rng.uniform(80, 120, 96).astype(np.float32)
        meter = (sched + rng.normal(0, 6, 96)).astype(np.float32)
        price = rng.uniform(30, 90, 96).astype(np.float32)
        total = imbalance_settlement(sched, meter, price, run_id=f"settle_{day.isoformat()}")
        print(day, round(float(total), 2))


if __name__ == "__main__":
    main()
