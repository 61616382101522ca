import jax
import jax.numpy as jnp
import numpy as np

from evaluate import weighted_mse, MonitorCallback


def cell_decluster_weights(xy, cell=50.0):
    ij = np.floor(xy / cell).astype(int)
    _, inv, counts = np.unique(ij, axis=0, return_inverse=True, return_counts=True)
    w = 1.0 / counts[inv.ravel()]
    return (w / w.mean()).astype(np.float32)


@jax.jit
def mse_grad(params, x, y, w):
    return jax.grad(weighted_mse)(params, x, y, w)


def main():
    rng = np.random.default_rng(111)
    xy = np.concatenate([rng.uniform(0, 500, (150, 2)), rng.normal(250, 20, (150, 2))]).astype(np.float32)
    X = np.concatenate([xy / 500, rng.normal(size=(300, 2))], axis=1).astype(np.float32)
    y = (np.sin(xy[:, 0] / 80) + 0.2 * X[:, 2]).astype(np.float32)
    w = cell_decluster_weights(xy)
    cb = MonitorCallback(X[:240], y[:240])
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (4, 16)) * 0.5, "w2": jax.random.normal(k2, (16,)) * 0.5}
    for step in range(40):
        g = mse_grad(params, X[:240], y[:240], w[:240])
        params = jax.tree.map(lambda p, gi: p - 0.1 * gi, params, g)
        cb(step, params)
    print("declustered train mse", float(weighted_mse(params, X[:240], y[:240], w[:240])))
    print("unweighted train mse history", np.round(cb.history, 4))


if __name__ == "__main__":
    main()
