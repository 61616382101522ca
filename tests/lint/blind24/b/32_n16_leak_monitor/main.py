import numpy as np

from buffer import RingBuffer
from trend import leak_trend


def main():
    rng = np.random.default_rng(5)
    buf = RingBuffer(32)
    for minute in range(80):
        leak = 0.02 * max(0, minute - 50)
        buf.push(1.0 + leak + rng.normal(0, 0.01))
        values, valid = buf.view()
        slope, mean = leak_trend(values, valid)
        if minute % 10 == 9:
            print(f"min {minute}: slope {float(slope):+.4f}/min mean {float(mean):.3f}")


if __name__ == "__main__":
    main()
