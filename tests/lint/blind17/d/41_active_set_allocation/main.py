import numpy as np

from problem import allocation_problem
from solver import projected_newton

if __name__ == "__main__":
    Q, c, cap = allocation_problem()
    x = projected_newton(Q, c, np.zeros_like(cap), cap)
    print(np.round(x, 3))
