import numpy as np

from descriptors import radial_features

N_RBF = 16


def featurize_train(structures):
    return np.stack([np.asarray(radial_features(s["pos"], s["mask"], n_rbf=N_RBF)) for s in structures])


def featurize_test(structures):
    return np.stack([np.asarray(radial_features(s["pos"], s["mask"], n_rbf=N_RBF)) for s in structures])
