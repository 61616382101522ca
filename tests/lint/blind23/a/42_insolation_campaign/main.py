import numpy as np

from dates import campaign_days
from radiation import daily_insolation


def main():
    lats = np.linspace(-80, 80, 33).astype(np.float32)
    solstice = daily_insolation(lats, 172)
    print("solstice max", float(solstice.max()))
    for doy in campaign_days():
        q = daily_insolation(lats, doy)
        print(doy, float(q.mean()))


if __name__ == "__main__":
    main()
