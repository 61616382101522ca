import numpy as np

from norm import standardise_and_score


def main():
    rng = np.random.default_rng(0)
    for run in range(5):
        spectra = rng.normal(0.4, 0.05, (30, 64)).astype(np.float32)
        stats = (float(spectra.mean()), float(spectra.std()))
        outlier = np.asarray(standardise_and_score(spectra, stats))
        print(f"run {run}: {int((outlier > 3.5).sum())} outlier scans")


if __name__ == "__main__":
    main()
