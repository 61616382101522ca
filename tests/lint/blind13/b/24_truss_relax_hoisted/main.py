import jax
import jax.numpy as jnp
import numpy as np

from truss import build_truss, total_potential


def solve_gradient_descent(energy, u0, args, n_iter=8, lr=0.005):
    grad_fn = jax.jit(jax.grad(energy))
    u = u0
    for it in range(n_iter):
        g = grad_fn(u, *args)
        u = u - lr * g
        print(f"iter {it}: |g| = {float(jnp.linalg.norm(g)):.4f}")
    return u


def main():
    nodes, bars = build_truss()
    n = nodes.shape[0]
    fixed = np.zeros(n, bool)
    fixed[[0, n // 2 - 1]] = True  # pinned supports at both bottom ends
    free_idx = jnp.asarray(np.flatnonzero(~fixed))
    load = jnp.zeros_like(nodes).at[n // 4, 1].set(-1.0)
    u0 = jnp.zeros((free_idx.shape[0], 2), jnp.float32)
    u = solve_gradient_descent(total_potential, u0, (nodes, bars, free_idx, load))
    print("max deflection", float(jnp.abs(u).max()))


if __name__ == "__main__":
    main()
