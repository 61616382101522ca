import numpy as np
import jax.numpy as jnp

from model import conditional_sse


def simulate(rng, n=200, phi=0.6, theta=0.3, mu=2.0):
    eps = rng.standard_normal(n)
    y = np.zeros(n)
    for t in range(1, n):
        y[t] = mu + phi * (y[t - 1] - mu) + eps[t] + theta * eps[t - 1]
    return y.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    y = jnp.asarray(simulate(rng))
    demeaned = y - y.mean()
    grid = [(0.4, 0.2), (0.6, 0.3), (0.8, 0.1)]
    for phi, theta in grid:
        sse_centered = conditional_sse(demeaned, phi, theta)
        sse_raw = conditional_sse(y, phi, theta, mu=float(y.mean()))
        print(f"phi={phi} theta={theta}: centered={sse_centered:.2f} raw={sse_raw:.2f}")


if __name__ == "__main__":
    main()
