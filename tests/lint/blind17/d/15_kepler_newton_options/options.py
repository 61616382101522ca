class NewtonOptions:
    def __init__(self, tol=1e-6, max_iter=20, damping=1.0):
        self.tol = tol
        self.max_iter = max_iter
        self.damping = damping

    def __repr__(self):
        return f"NewtonOptions(tol={self.tol}, max_iter={self.max_iter}, damping={self.damping})"
