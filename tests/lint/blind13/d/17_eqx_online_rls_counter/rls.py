import equinox as eqx
import jax
import jax.numpy as jnp


class RecursiveLeastSquares(eqx.Module):
    weights: jax.Array
    cov: jax.Array
    forgetting: float = eqx.field(static=True)
    n_updates: int = 0

    @classmethod
    def create(cls, n_features, forgetting=0.98, delta=10.0):
        return cls(jnp.zeros(n_features), delta * jnp.eye(n_features), forgetting, 0)

    def predict(self, x):
        return x @ self.weights


@eqx.filter_jit
def rls_update(model, x, y):
    """One RLS step on a batch of rows, processed sequentially."""
    lam = model.forgetting

    def row(carry, xy):
        w, p = carry
        xi, yi = xy
        px = p @ xi
        k = px / (lam + xi @ px)
        w = w + k * (yi - xi @ w)
        p = (p - jnp.outer(k, px)) / lam
        return (w, p), None

    (w, p), _ = jax.lax.scan(row, (model.weights, model.cov), (x, y))
    return eqx.tree_at(lambda m: (m.weights, m.cov), model, (w, p))
