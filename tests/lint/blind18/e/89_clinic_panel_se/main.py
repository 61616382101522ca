import numpy as np
import jax
import jax.numpy as jnp

from data import load_clinic_panel

N_SUBJECTS = 40


@jax.jit
def cluster_robust_ols(X, y, cluster):
    XtX_inv = jnp.linalg.inv(X.T @ X)
    beta = XtX_inv @ X.T @ y
    score = X * (y - X @ beta)[:, None]
    S = jax.ops.segment_sum(score, cluster, num_segments=N_SUBJECTS)
    V = XtX_inv @ (S.T @ S) @ XtX_inv
    return beta, jnp.sqrt(jnp.diag(V))


def main():
    X, y, subject = load_clinic_panel()
    beta, se = cluster_robust_ols(X, y, subject)
    print("numpy inputs:", np.asarray(beta), np.asarray(se))

    Xj = jnp.asarray(X, dtype=jnp.float32)
    yj = jnp.asarray(y, dtype=jnp.float32)
    sj = jnp.asarray(subject, dtype=jnp.int32)
    beta2, se2 = cluster_robust_ols(Xj, yj, sj)
    print("device inputs:", np.asarray(beta2), np.asarray(se2))


if __name__ == "__main__":
    main()
