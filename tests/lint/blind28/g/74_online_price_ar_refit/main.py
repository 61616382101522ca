import numpy as np

from refit import fit_ar_coeffs
from stream import PriceStream


def main():
    stream = PriceStream(seed=150)
    history = [stream.next_price() for _ in range(48)]
    for hour in range(12):
        coef = fit_ar_coeffs(np.array(history, dtype=np.float32), np.float32(1.0))
        fc = float(np.dot(np.asarray(coef), history[-4:]))
        actual = stream.next_price()
        history.append(actual)
        print(hour, round(fc, 2), round(float(actual), 2))


if __name__ == "__main__":
    main()
