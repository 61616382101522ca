import numpy as np

from data import enrichment_signatures, folds
from regress import ridge_fit, rmse


def main():
    x, y = enrichment_signatures()
    errs = []
    for test_idx in folds(len(x)):
        train = np.setdiff1d(np.arange(len(x)), test_idx)
        coef = ridge_fit(x[train], y[train], 1e-3)
        errs.append(float(rmse(coef, x[test_idx], y[test_idx])))
    print("CV RMSE per fold (wt%)", np.round(errs, 3))


if __name__ == "__main__":
    main()
