import numpy as np
import jax
import jax.numpy as jnp


def sensory_blocks(n=120, seed=3):
    rng = np.random.default_rng(seed)
    X = rng.normal(0, 1, (n, 6)).astype(np.float32)
    y = (X @ np.linspace(-0.4, 0.6, 6) + rng.normal(0, 0.2, n)).astype(np.float32)
    return X, y


@jax.jit
def ridge_weights(X, y, lam):
    A = X.T @ X + lam * jnp.eye(X.shape[1])
    return jnp.linalg.solve(A, X.T @ y)


def main():
    X, y = sensory_blocks()
    k = 6
    folds = np.random.default_rng(0).permutation(len(X)).reshape(k, -1)
    for lam in [0.1, 1.0, 10.0]:
        mse = []
        for i in range(k):
            tr = np.concatenate([folds[j] for j in range(k) if j != i])
            w = ridge_weights(X[tr], y[tr], jnp.float32(lam))
            mse.append(float(np.mean((X[folds[i]] @ np.asarray(w) - y[folds[i]]) ** 2)))
        print(f"lambda {lam}: CV MSE {np.mean(mse):.4f}")


if __name__ == "__main__":
    main()
