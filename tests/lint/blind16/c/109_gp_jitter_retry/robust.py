from gp import fit


def stable_nll(X, y, period, lengthscale, jitter=1e-8, max_tries=6):
    for _ in range(max_tries):
        nll, ok = fit(X, y, period, lengthscale, jitter=jitter)
        if bool(ok):
            return float(nll), jitter
        jitter *= 10.0
    raise RuntimeError("covariance not positive definite")
