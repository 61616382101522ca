from linsolve import conjugate_gradient


class ScreenedPoisson:
    def __init__(self, n, k2=4.0):
        self.n = n
        self.h = 1.0 / n
        self.k2 = k2

    def solve(self, rhs, tol=None):
        if tol is None:
            return conjugate_gradient(rhs, self.k2, self.h)
        return conjugate_gradient(rhs, self.k2, self.h, tol=tol)
