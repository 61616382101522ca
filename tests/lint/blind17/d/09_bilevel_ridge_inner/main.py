import jax
import jax.numpy as jnp

from data import make_split


def inner_loss(w, log_lam, X, y):
    return jnp.mean((X @ w - y) ** 2) + jnp.exp(log_lam) * jnp.sum(w ** 2)


def outer_loss(w, X, y):
    return jnp.mean((X @ w - y) ** 2)


def solve_inner(log_lam, train, n_steps=50, lr=0.05):
    X, y = train

    @jax.jit
    def inner_step(w):
        return w - lr * jax.grad(inner_loss)(w, log_lam, X, y)

    w = jnp.zeros(X.shape[1])
    for _ in range(n_steps):
        w = inner_step(w)
    return w


def hypergradient(log_lam, w, train, val):
    X, y = train
    Xv, yv = val
    H = jax.hessian(inner_loss)(w, log_lam, X, y)
    cross = jax.jacobian(jax.grad(inner_loss), argnums=1)(w, log_lam, X, y)
    v = jnp.linalg.solve(H, jax.grad(outer_loss)(w, Xv, yv))
    return -cross @ v


def main():
    train, val = make_split()
    log_lam = jnp.zeros((), dtype=jnp.float32)
    for it in range(4):
        w = solve_inner(log_lam, train)
        g = hypergradient(log_lam, w, train, val)
        log_lam = log_lam - 0.5 * g
        print(it, float(log_lam), float(outer_loss(w, *val)))


if __name__ == "__main__":
    main()
