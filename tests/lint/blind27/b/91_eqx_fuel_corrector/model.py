import equinox as eqx
import jax
import jax.numpy as jnp


class OnlineFuelCorrector(eqx.Module):
    """Per-tail fuel-flow correction factor, refined after each flight."""
    bias: jax.Array
    n_updates: int = 0

    def predict(self, planned_ff):
        return planned_ff * (1.0 + self.bias)


@eqx.filter_jit
def refine(model, planned_ff, actual_ff):
    err = jnp.mean(actual_ff / planned_ff - 1.0)
    rate = 1.0 / (model.n_updates + 1)
    return eqx.tree_at(lambda m: m.bias, model, model.bias + rate * (err - model.bias))
