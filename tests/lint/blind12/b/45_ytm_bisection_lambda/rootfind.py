def bisect(f, lo, hi, tol=1e-7, max_iter=60):
    f_lo = float(f(lo))
    for _ in range(max_iter):
        mid = 0.5 * (lo + hi)
        f_mid = float(f(mid))
        if abs(f_mid) < tol or hi - lo < tol:
            return mid
        if (f_mid > 0) == (f_lo > 0):
            lo, f_lo = mid, f_mid
        else:
            hi = mid
    return 0.5 * (lo + hi)
