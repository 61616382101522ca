from scipy.optimize import minimize_scalar

from objective import train_and_validate


def tune_weight_decay(data, log10_bounds=(-5.0, 0.0), maxiter=6):
    def objective(log10_wd):
        return float(train_and_validate(*data, float(10.0 ** log10_wd)))

    res = minimize_scalar(objective, bounds=log10_bounds, method="bounded", options={"maxiter": maxiter})
    return 10.0 ** res.x, res.fun
