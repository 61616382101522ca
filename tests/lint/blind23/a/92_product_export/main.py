import numpy as np

from export import quantize_for_export
from writer import write_product


def main():
    rng = np.random.default_rng(0)
    for step in range(4):
        field = rng.normal(288, 6, (50, 50)).astype(np.float32)
        preview = quantize_for_export(field, 0.01, 273.15)
        product = write_product("t2m", field)
        print(step, product.dtype, float(np.abs(np.asarray(preview) - np.asarray(product)).max()))


if __name__ == "__main__":
    main()
