from lm import lm_step


def levenberg_marquardt(theta, t, y, n_iter=8, lam_up=10.0, lam_down=0.3):
    lam = None
    for it in range(n_iter):
        if lam is None:
            candidate, new_cost, cost = lm_step(theta, t, y)
            lam = 1e-3
        else:
            candidate, new_cost, cost = lm_step(theta, t, y, damping=lam)
        if new_cost < cost:
            theta, lam = candidate, lam * lam_down
        else:
            lam = lam * lam_up
        print(f"iter {it}: cost={float(min(new_cost, cost)):.5f} lambda={lam:.2e}")
    return theta
