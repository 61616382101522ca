import jax
import jax.numpy as jnp
import numpy as np
import optax

from law import init_params
from train import make_train_step, val_error

N_FOLDS = 5
STEPS = 5


def tensile_tests(n=150, seed=0):
    rng = np.random.default_rng(seed)
    strain = rng.uniform(0, 0.05, n)
    sigma = 200 * strain - 1500 * strain ** 2 + 0.05 * rng.normal(size=n)
    return strain.astype(np.float32), sigma.astype(np.float32)


def main():
    strain, sigma = tensile_tests()
    folds = np.array_split(np.arange(len(strain)), N_FOLDS)
    tx = optax.adam(1e-2)
    train_step = make_train_step(tx)
    errors = []
    for k, val in enumerate(folds):
        tr = np.setdiff1d(np.arange(len(strain)), val)
        params = init_params(jax.random.PRNGKey(k))
        opt_state = tx.init(params)
        s_tr, y_tr = jnp.asarray(strain[tr]), jnp.asarray(sigma[tr])
        for _ in range(STEPS):
            params, opt_state, loss = train_step(params, opt_state, s_tr, y_tr)
        errors.append(float(val_error(params, jnp.asarray(strain[val]), jnp.asarray(sigma[val]))))
        print(f"fold {k}: loss {float(loss):.3f} val rmse {errors[-1]:.3f}")
    print("mean val rmse", np.mean(errors))


if __name__ == "__main__":
    main()
