import numpy as np

from meter import measure_stems
from project import load_project


def main():
    projects = [load_project("ep101", 5, 0), load_project("ep102", 3, 1), load_project("promo", 8, 2),
                load_project("ep103", 6, 3)]
    for name, stems, active in projects:
        lufs = np.asarray(measure_stems(stems, active))
        print(name, np.round(lufs[active], 1).tolist())


if __name__ == "__main__":
    main()
