import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize

from testfuncs import BENCHMARKS


def run_benchmark(fn, x0):
    value_and_grad = jax.jit(jax.value_and_grad(fn))

    def fun(x):
        v, g = value_and_grad(jnp.asarray(x, dtype=jnp.float32))
        return float(v), np.asarray(g, dtype=np.float64)

    return minimize(fun, np.asarray(x0), jac=True, method="BFGS", options={"maxiter": 50})


def main():
    for name, (fn, x0) in BENCHMARKS.items():
        res = run_benchmark(fn, x0)
        print(f"{name:12s} f*={res.fun:.3e} x*={np.round(res.x, 3)} nit={res.nit}")


if __name__ == "__main__":
    main()
