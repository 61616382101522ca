def backtracking(phi, x, d, f0, slope, t0=1, shrink=0.5, c1=1e-4, max_iter=30):
    """Armijo backtracking on phi(x, d, t) = f(x + t d)."""
    t = t0
    for _ in range(max_iter):
        f_t = phi(x, d, t)
        if f_t <= f0 + c1 * t * slope:
            return t, f_t
        t = t * shrink
    return t, f_t
