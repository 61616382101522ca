import itertools

import jax
import jax.numpy as jnp
import optax

from fitting import fit_step


def reference_data(key, n_configs=6, n_atoms=8):
    g = jnp.array([[i, j, k] for i in range(2) for j in range(2) for k in range(2)], jnp.float32)
    pos = 1.15 * g[None] + 0.08 * jax.random.normal(key, (n_configs, n_atoms, 3))

    def lj(p):
        d = p[:, None] - p[None]
        r2 = jnp.sum(d ** 2, -1) + jnp.eye(n_atoms)
        inv6 = (1.0 / r2) ** 3
        return 0.5 * jnp.sum((1 - jnp.eye(n_atoms)) * 4 * (inv6 ** 2 - inv6))
    forces = -jax.vmap(jax.grad(lj))(pos)
    return pos, forces


def main():
    configs, ref_forces = reference_data(jax.random.PRNGKey(0))
    results = {}
    for lr, b1 in itertools.product([1e-2, 3e-2], [0.8, 0.9]):
        optimizer = optax.adam(lr, b1=b1)
        coeffs = jnp.zeros(12)
        opt_state = optimizer.init(coeffs)
        for _ in range(3):
            coeffs, opt_state, loss = fit_step(coeffs, opt_state, configs, ref_forces, optimizer=optimizer)
        results[(lr, b1)] = float(loss)
    best = min(results, key=results.get)
    print("final losses:", {k: round(v, 3) for k, v in results.items()}, "best:", best)


if __name__ == "__main__":
    main()
