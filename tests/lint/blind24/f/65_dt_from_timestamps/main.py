import numpy as np

from integrate import acc_to_disp
from records import TrainPassageFiles


def main():
    files = TrainPassageFiles()
    for k, t, acc in files:
        dt = files.sample_interval(t)
        disp = np.asarray(acc_to_disp(acc, dt=dt))
        print(f"passage {k}: dt {dt:.9f} s, peak dynamic deflection {1e3 * np.abs(disp).max():.3f} mm")


if __name__ == "__main__":
    main()
