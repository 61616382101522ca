import jax
import jax.numpy as jnp
import numpy as np

from train import OPTIMIZER, fit_step, init_params, loss_fn, odeint_euler

N_FOLDS = 4


def spiral_data(n, key):
    y0s = jax.random.normal(key, (n, 2))
    true = {"w1": jnp.array([[0.0, 1.0], [-1.0, -0.1]]), "w2": jnp.eye(2)}
    targets = jax.vmap(lambda y0: odeint_euler(true, y0))(y0s)
    return y0s, targets


if __name__ == "__main__":
    y0s, targets = spiral_data(32, jax.random.PRNGKey(0))
    folds = np.array_split(np.arange(32), N_FOLDS)
    scores = []
    for k in range(N_FOLDS):
        val = folds[k]
        tr = np.concatenate([folds[j] for j in range(N_FOLDS) if j != k])
        params = init_params(jax.random.PRNGKey(k))
        opt_state = OPTIMIZER.init(params)
        for _ in range(3):
            params, opt_state, _ = fit_step(params, opt_state, y0s[tr], targets[tr])
        scores.append(float(loss_fn(params, y0s[val], targets[val])))
    print("fold val losses:", np.round(scores, 4))
