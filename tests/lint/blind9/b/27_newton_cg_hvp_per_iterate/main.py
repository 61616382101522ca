import jax
import jax.numpy as jnp

from newton import TruncatedNewton


def make_logistic_objective(features, labels, l2):
    def objective(w):
        logits = features @ w
        nll = jnp.mean(jnp.logaddexp(0.0, logits) - labels * logits)
        return nll + 0.5 * l2 * jnp.sum(w ** 2)
    return objective


def main():
    kx, kw = jax.random.split(jax.random.PRNGKey(0))
    features = jax.random.normal(kx, (200, 10))
    w_true = jax.random.normal(kw, (10,))
    labels = (features @ w_true > 0).astype(jnp.float32)
    solver = TruncatedNewton(make_logistic_objective(features, labels, l2=1e-2))
    w = solver.run(jnp.zeros(10), n_iter=6)
    cos = w @ w_true / (jnp.linalg.norm(w) * jnp.linalg.norm(w_true))
    print(f"cosine to true weights: {float(cos):.3f}")


if __name__ == "__main__":
    main()
