import jax.numpy as jnp
import numpy as np
import jax


def sigmoid_emax_sse(theta, conc, effect, hill):
    e0, emax, log_ec50 = theta
    ec50 = jnp.exp(log_ec50)
    pred = e0 + emax * conc**hill / (ec50**hill + conc**hill)
    return jnp.sum((pred - effect) ** 2)


HILL_GRID = [1.0, 2.0, 3.0]
N_FOLDS = 4


def fit_fold(hill, conc, effect):
    def fit_sigmoid(theta, conc, effect):
        return jax.value_and_grad(sigmoid_emax_sse)(theta, conc, effect, hill)
    step = jax.jit(fit_sigmoid)
    theta = jnp.array([0.0, 80.0, np.log(5.0)], jnp.float32)
    for _ in range(50):
        _, g = step(theta, conc, effect)
        theta = theta - 1e-4 * g
    return theta


def main():
    rng = np.random.default_rng(9)
    conc = rng.uniform(0.1, 30, 80).astype(np.float32)
    effect = (90 * conc**2 / (6.0**2 + conc**2) + rng.normal(0, 4, 80)).astype(np.float32)
    folds = np.array_split(rng.permutation(80), N_FOLDS)
    for hill in HILL_GRID:
        errs = []
        for k in range(N_FOLDS):
            train_idx = np.concatenate([f for j, f in enumerate(folds) if j != k])
            theta = fit_fold(hill, conc[train_idx], effect[train_idx])
            errs.append(float(sigmoid_emax_sse(theta, conc[folds[k]], effect[folds[k]], hill)))
        print(f"hill={hill}: CV SSE {np.mean(errs):.1f}")


if __name__ == "__main__":
    main()
