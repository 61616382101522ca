import jax
import jax.numpy as jnp
import numpy as np

from objectives import make_objective

N_ASSETS = 5
GD_STEPS = 20


def solve(step_fn, w0, lr=0.1):
    w = w0
    for _ in range(GD_STEPS):
        w = w - lr * step_fn(w)
    return w


def main():
    rng = np.random.default_rng(9)
    hist = (rng.standard_normal((80, N_ASSETS)) * 0.01 + 0.0004).astype(np.float32)
    w = jnp.full((N_ASSETS,), 1.0 / N_ASSETS, dtype=jnp.float32)
    for day in range(60, 66):
        window = hist[day - 60:day]
        mu = jnp.asarray(window.mean(0))
        cov = jnp.asarray(np.cov(window, rowvar=False).astype(np.float32))
        grad_fn = jax.jit(jax.grad(make_objective(mu, cov)))
        w = solve(grad_fn, w)
        print(day, np.round(np.asarray(w), 3))


if __name__ == "__main__":
    main()
