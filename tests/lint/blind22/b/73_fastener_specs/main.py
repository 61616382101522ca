import numpy as np

from gauge import thread_conformance
from specs import THREAD_SPECS


def main():
    rng = np.random.default_rng(83)
    orders = ["M8x1.25", "M6x1.0", "M12x1.75", "M8x1.25", "M10x1.5", "M6x1.0"]
    for order_no, product in enumerate(orders):
        spec = THREAD_SPECS[product]
        pitch = rng.normal(spec["pitch"], 0.03, size=40).astype(np.float32)
        major = rng.normal(spec["major"], 0.05, size=40).astype(np.float32)
        rate = thread_conformance(pitch, major, product=product)
        print(order_no, product, round(float(rate), 3))


if __name__ == "__main__":
    main()
