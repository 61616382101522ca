import jax
import jax.numpy as jnp


@jax.jit
def ridge_fit(X, y, lam):
    Xb = jnp.concatenate([X, jnp.ones((X.shape[0], 1))], 1)
    A = Xb.T @ Xb + lam * jnp.eye(Xb.shape[1])
    return jnp.linalg.solve(A, Xb.T @ y)


def predict(w, X):
    return X @ w[:-1] + w[-1]
