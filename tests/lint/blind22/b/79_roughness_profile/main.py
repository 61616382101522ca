import numpy as np

from metrics import roughness
from report import shift_report


def main():
    rng = np.random.default_rng(101)
    profiles = rng.normal(0, 0.8, size=(6, 128)).astype(np.float32)
    for part in range(3):
        ra = roughness(profiles[part:part + 3])
        print(part, np.round(np.asarray(ra), 3).tolist())
    print(shift_report(profiles[:3]))


if __name__ == "__main__":
    main()
