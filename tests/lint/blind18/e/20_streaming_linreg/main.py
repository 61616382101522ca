import numpy as np
import equinox as eqx
import jax.numpy as jnp

from model import OnlineBayesLinReg


@eqx.filter_jit
def update(model, X, y):
    precision = model.precision + X.T @ X / model.noise_var
    shift = model.shift + X.T @ y / model.noise_var
    n_seen = model.n_seen + X.shape[0]
    model = eqx.tree_at(lambda m: (m.precision, m.shift, m.n_seen), model, (precision, shift, n_seen))
    return model


def main():
    rng = np.random.default_rng(0)
    d = 3
    true_beta = np.array([0.5, -1.0, 2.0], dtype=np.float32)
    model = OnlineBayesLinReg.prior(d)
    for batch in range(6):
        X = rng.normal(size=(32, d)).astype(np.float32)
        y = (X @ true_beta + rng.normal(scale=0.5, size=32)).astype(np.float32)
        model = update(model, jnp.asarray(X), jnp.asarray(y))
    print("posterior mean", model.posterior_mean(), "n", int(model.n_seen))


if __name__ == "__main__":
    main()
