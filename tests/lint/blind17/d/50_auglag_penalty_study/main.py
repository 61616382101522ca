import jax.numpy as jnp

from problem import make_problem
from solvers import get_solver


def run(rho, A, b, c, n_outer=5):
    step = get_solver()
    x = jnp.zeros(A.shape[1])
    lam = jnp.zeros(A.shape[0])
    for _ in range(n_outer):
        x, lam, infeas = step(x, lam, A, b, c, rho)
    return float(infeas)


if __name__ == "__main__":
    A, b, c = make_problem()
    for rho in [0.5, 1.0, 2.0, 4.0]:
        print(rho, run(rho, A, b, c))
