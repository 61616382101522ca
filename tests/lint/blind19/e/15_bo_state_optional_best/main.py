from typing import NamedTuple, Optional

import jax
import jax.numpy as jnp


class BOState(NamedTuple):
    X: jax.Array
    y: jax.Array
    mask: jax.Array
    count: jax.Array
    best_x: Optional[jax.Array] = None
    best_y: Optional[jax.Array] = None


def init_state(capacity, dim):
    return BOState(
        X=jnp.zeros((capacity, dim)),
        y=jnp.zeros(capacity),
        mask=jnp.zeros(capacity),
        count=jnp.zeros((), jnp.int32),
    )


def branin(x):
    x1 = 15 * x[0] - 5
    x2 = 15 * x[1]
    return (x2 - 5.1 / (4 * jnp.pi**2) * x1**2 + 5 / jnp.pi * x1 - 6) ** 2 + 10 * (1 - 1 / (8 * jnp.pi)) * jnp.cos(x1) + 10


def kern(a, b):
    return jnp.exp(-0.5 * jnp.sum((a[:, None] - b[None]) ** 2, -1) / 0.1)


@jax.jit
def bo_step(state, key):
    cand = jax.random.uniform(key, (256, 2))
    m = state.mask
    K = kern(state.X, state.X) * m[:, None] * m[None] + jnp.eye(m.shape[0]) * (1e-4 + 1 - m)
    L = jnp.linalg.cholesky(K)
    yc = -state.y * m
    alpha = jax.scipy.linalg.cho_solve((L, True), yc)
    Ks = kern(cand, state.X) * m[None]
    mu = Ks @ alpha
    v = jax.scipy.linalg.solve_triangular(L, Ks.T, lower=True)
    sd = jnp.sqrt(jnp.clip(1 - jnp.sum(v**2, 0), 1e-9))
    x_new = cand[jnp.argmax(mu + 2.0 * sd)]
    y_new = branin(x_new)
    i = state.count
    X = state.X.at[i].set(x_new)
    y = state.y.at[i].set(y_new)
    mask = state.mask.at[i].set(1.0)
    j = jnp.argmin(jnp.where(mask > 0, y, jnp.inf))
    return state._replace(X=X, y=y, mask=mask, count=i + 1, best_x=X[j], best_y=y[j])


def main():
    state = init_state(16, 2)
    key = jax.random.PRNGKey(0)
    for t in range(8):
        key, sub = jax.random.split(key)
        state = bo_step(state, sub)
        print(t, float(state.best_y))


if __name__ == "__main__":
    main()
