import jax
import jax.numpy as jnp

from newton import TruncatedNewton


def make_poisson_objective(features, counts, l2):
    def objective(w):
        eta = features @ w
        nll = jnp.mean(jnp.exp(eta) - counts * eta)
        return nll + 0.5 * l2 * jnp.sum(w ** 2)
    return objective


def main():
    kx, kw, kc = jax.random.split(jax.random.PRNGKey(0), 3)
    features = 0.3 * jax.random.normal(kx, (200, 10))
    w_true = jax.random.normal(kw, (10,))
    counts = jax.random.poisson(kc, jnp.exp(features @ w_true)).astype(jnp.float32)
    solver = TruncatedNewton(make_poisson_objective(features, counts, l2=1e-3))
    w = solver.run(jnp.zeros(10), n_iter=6)
    print(f"max |w - w_true| = {float(jnp.max(jnp.abs(w - w_true))):.3f}")


if __name__ == "__main__":
    main()
