import numpy as np

from interp import to_pressure_levels
from request import parse_request


def main():
    rng = np.random.default_rng(0)
    incoming = [{"levels": "850,500,250"}, {"levels": "850, 500, 250"}, {"levels": "850,500,250"}]
    for k in range(6):
        req = incoming[k % 3]
        prof = (280 - np.linspace(0, 60, 10) + rng.normal(0, 1, (40, 10))).astype(np.float32)
        out = to_pressure_levels(prof, levels=parse_request(req))
        print(k, out.shape, float(out[:, 1].mean()))


if __name__ == "__main__":
    main()
