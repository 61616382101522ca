from scipy.optimize import minimize_scalar

from likelihood import profile_nll


def fit_lifetime(t, counts, background, bracket):
    res = minimize_scalar(lambda lt: float(profile_nll(lt, t, counts, background)),
                          bracket=bracket, method="brent")
    return res.x, res.fun
