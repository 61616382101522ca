import numpy as np
import jax
import jax.numpy as jnp

from calendar_utils import trading_days, split_by_month


@jax.jit
def market_model(r_i, r_m, mask):
    X = jnp.column_stack([mask, r_m * mask])
    coef = jnp.linalg.solve(X.T @ X, X.T @ (r_i * mask))
    resid = (r_i - X @ coef) * mask
    n = jnp.sum(mask)
    return coef, jnp.sqrt(jnp.sum(resid ** 2) / n)


def main():
    days = trading_days(2023)
    rng = np.random.default_rng(0)
    r_m = rng.normal(0.0004, 0.01, size=len(days)).astype(np.float32)
    r_i = (0.0001 + 1.1 * r_m + rng.normal(0, 0.008, size=len(days))).astype(np.float32)
    for month, (ri, rm), mask in split_by_month(days, r_i, r_m):
        coef, idio = market_model(ri, rm, mask)
        print(f"2023-{month:02d}: beta {float(coef[1]):.2f} idio vol {float(idio):.4f}")


if __name__ == "__main__":
    main()
