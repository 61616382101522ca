import jax
import jax.numpy as jnp

from registry import PatientRegistry


@jax.jit
def refit_ridge(x, y, lam):
    xtx = x.T @ x + lam * jnp.eye(x.shape[1])
    w = jnp.linalg.solve(xtx, x.T @ y)
    resid = y - x @ w
    return w, jnp.mean(resid ** 2)


def main():
    reg = PatientRegistry()
    for week in range(5):
        x, y = reg.weekly_intake()
        w, mse = refit_ridge(x, y, 0.1)
        print(week, x.shape[0], round(float(mse), 4))


if __name__ == "__main__":
    main()
