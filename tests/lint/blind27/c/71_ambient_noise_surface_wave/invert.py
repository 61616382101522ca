from forward import misfit_and_grad


def invert_cell(vs0, thick, periods, c_obs, n_iter=40, lr=2.0):
    vs = vs0
    for _ in range(n_iter):
        m, g = misfit_and_grad(vs, thick, periods, c_obs)
        vs = vs - lr * g
    return vs, m
