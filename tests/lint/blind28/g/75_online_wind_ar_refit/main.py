import numpy as np

from buffer import RingBuffer
from refit import refit_and_forecast


def wind_mw(rng, t):
    return np.float32(120 + 60 * np.sin(t / 9) + 8 * rng.standard_normal())


def main():
    rng = np.random.default_rng(151)
    buf = RingBuffer(72)
    t = 0
    for _ in range(72):
        buf.push(wind_mw(rng, t)); t += 1
    errs = []
    for hour in range(24):
        coef, fc = refit_and_forecast(buf.window(), 1.0)
        actual = wind_mw(rng, t); t += 1
        buf.push(actual)
        errs.append(abs(float(fc) - float(actual)))
    print("MAE", round(float(np.mean(errs)), 2), "seen", buf.count)


if __name__ == "__main__":
    main()
