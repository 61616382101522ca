import numpy as np
import jax
import jax.numpy as jnp

from sensitivity import build_problem


def solve_path(S, d, lambdas, iters=300):
    L = float(np.linalg.norm(S, 2) ** 2)
    results = {}
    for lam in lambdas:
        @jax.jit
        def ista(theta):
            def body(_, th):
                g = S.T @ (S @ th - d)
                z = th - g / L
                return jnp.sign(z) * jnp.maximum(jnp.abs(z) - lam / L, 0.0)
            return jax.lax.fori_loop(0, iters, body, theta)

        results[lam] = np.asarray(ista(jnp.zeros(S.shape[1])))
    return results


def main():
    S, d, truth = build_problem()
    path = solve_path(jnp.asarray(S), jnp.asarray(d), [0.3, 0.1, 0.03, 0.01, 0.003])
    for lam, th in path.items():
        nz = np.flatnonzero(np.abs(th) > 1e-3)
        print(f"lambda {lam:6.3f}: active members {nz.tolist()}, err {np.linalg.norm(th - truth):.3f}")


if __name__ == "__main__":
    main()
