import numpy as np
import jax
import jax.numpy as jnp

from garch import garch_nll, unpack


def simulate_garch(rng, n=500, omega=2e-6, alpha=0.08, beta=0.9):
    r = np.zeros(n, dtype=np.float32)
    h = omega / (1 - alpha - beta)
    for t in range(n):
        r[t] = np.sqrt(h) * rng.standard_normal()
        h = omega + alpha * r[t] ** 2 + beta * h
    return jnp.asarray(r)


def main():
    rng = np.random.default_rng(0)
    r = simulate_garch(rng)
    theta = jnp.array([0.0, 0.0, 1.0], dtype=jnp.float32)
    grad_fn = jax.jit(jax.grad(garch_nll))
    for it in range(8):
        g = grad_fn(theta, r)
        theta = theta - 1e-3 * g / (1.0 + jnp.linalg.norm(g))
    print("omega, alpha, beta =", [float(v) for v in unpack(theta)])


if __name__ == "__main__":
    main()
