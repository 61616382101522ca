import numpy as np

from features import k_folds, neutron_noise_features
from logistic import accuracy, fit_logistic


def main():
    x, y = neutron_noise_features()
    scores = []
    for (xtr, ytr), (xte, yte) in k_folds(x, y, k=3):
        w, b = fit_logistic(xtr, ytr)
        scores.append(float(accuracy(w, b, xte, yte)))
    print("fold accuracies", np.round(scores, 3))


if __name__ == "__main__":
    main()
