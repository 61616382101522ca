import numpy as np

from gp import predict


def holdout_rmse(gp, t_train, y_train, t_holdout, y_holdout):
    pred = predict(gp, t_train=t_train, y_train=y_train, t_test=t_holdout)
    return float(np.sqrt(np.mean((np.asarray(pred) - y_holdout) ** 2)))
