import jax
import jax.numpy as jnp
import numpy as np

from nuisance import build_model, fit

N_FOLDS = 3


def main():
    rng = np.random.default_rng(201)
    n, d = 300, 4
    x = jnp.asarray(rng.normal(size=(n, d)), jnp.float32)
    t = jnp.asarray(rng.uniform(size=n) < 0.5, jnp.float32)
    y = x[:, 0] + 0.5 * t + 0.1 * jnp.asarray(rng.normal(size=n), jnp.float32)
    folds = np.arange(n) % N_FOLDS
    key = jax.random.PRNGKey(0)
    resid = np.zeros(n, np.float32)
    for k in range(N_FOLDS):
        tr, te = np.flatnonzero(folds != k), np.flatnonzero(folds == k)
        key, sub = jax.random.split(key)
        model = fit(build_model(d, sub), x[tr], y[tr])
        resid[te] = np.asarray(y[te] - jax.vmap(model)(x[te]))
    print("residual variance", float(resid.var()))


if __name__ == "__main__":
    main()
