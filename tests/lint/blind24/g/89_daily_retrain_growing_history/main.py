import jax
import jax.numpy as jnp

from store import RidershipStore


@jax.jit
def refit_ridge(x, y, lam):
    xb = jnp.concatenate([x, jnp.ones((x.shape[0], 1))], axis=1)
    a = xb.T @ xb + lam * jnp.eye(xb.shape[1])
    return jnp.linalg.solve(a, xb.T @ y)


def main():
    store = RidershipStore()
    for day in range(8):
        store.ingest_day(day)
        x, y = store.training_set()
        coef = refit_ridge(jnp.asarray(x), jnp.asarray(y), 1e-3)
        print(day, x.shape[0], [round(float(c), 3) for c in coef])


if __name__ == "__main__":
    main()
