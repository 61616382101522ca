import numpy as np

from biokinetics import thyroid_retention

# scheduled thyroid counts after an I-131 therapy administration; patients keep different appointments
PATIENTS = {
    "P01": [2.0, 6.0, 24.0, 48.0],
    "P02": [4.0, 24.0, 72.0],
    "P03": [2.0, 6.0, 24.0, 48.0, 96.0],
    "P04": [24.0, 48.0],
}


def main():
    for pid, times in PATIENTS.items():
        r = thyroid_retention(times, 0.3, 5.0, 80.0 * 24.0)
        print(f"{pid}: retained fraction {np.round(np.asarray(r), 3)}")


if __name__ == "__main__":
    main()
