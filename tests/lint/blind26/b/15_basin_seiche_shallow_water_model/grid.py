class BasinGrid:
    def __init__(self, nx, dx, g=9.81, depth=50.0):
        self.nx = nx
        self.dx = dx
        self.g = g
        self.depth = depth

    @property
    def cfl_dt(self):
        return 0.5 * self.dx / (self.g * self.depth) ** 0.5
