import numpy as np

from qa import array_check, film_check


def profile(rng, shift_mm=0.0):
    x = np.arange(120, dtype=np.float32)
    p = 1.0 / (1 + np.exp((np.abs(x - 60 - shift_mm) - 40) / 3.0))
    return (p * 200 * rng.normal(1, 0.01, 120)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    calc = profile(rng)
    for patient in range(4):
        meas = profile(rng, shift_mm=0.5 * patient)
        f = film_check(meas, calc)
        a = array_check(meas, calc)
        print(f"patient {patient}: film {float(f):.1%}, array {float(a):.1%}")


if __name__ == "__main__":
    main()
