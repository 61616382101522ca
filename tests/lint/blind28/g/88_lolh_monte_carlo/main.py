import numpy as np

from reliability import loss_of_load_hours
from study import base_case_key, sensitivity_keys


def main():
    h = np.arange(24)
    load = (1150 + 250 * np.sin(2 * np.pi * (h - 9) / 24)).astype(np.float32)
    print("base LOLH", float(loss_of_load_hours(base_case_key(0), load)))
    for growth, key in zip([1.02, 1.05, 1.08], sensitivity_keys(1, 3)):
        print(growth, float(loss_of_load_hours(key, load * np.float32(growth))))


if __name__ == "__main__":
    main()
