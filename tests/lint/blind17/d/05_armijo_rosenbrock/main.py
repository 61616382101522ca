import jax.numpy as jnp

from linesearch import descent_step


def minimise(x0, n_iter=8):
    x = x0
    alpha = 1.0
    history = []
    for _ in range(n_iter):
        x, alpha, f = descent_step(x, alpha)
        history.append(float(f))
    return x, history


if __name__ == "__main__":
    x, hist = minimise(jnp.array([-1.2, 1.0, -0.5, 0.8]))
    print(hist[0], hist[-1], x)
