import numpy as np

from engine import home_premium


def quote_one(request):
    x = np.atleast_2d(np.array(request["features"], dtype=np.float32))
    return float(home_premium(x, 310.0)[0])


def reprice_renewals(feature_matrix):
    return np.asarray(home_premium(feature_matrix, 310.0))
