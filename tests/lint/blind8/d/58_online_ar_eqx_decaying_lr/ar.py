import equinox as eqx
import jax
import jax.numpy as jnp


class OnlineAR(eqx.Module):
    coef: jax.Array
    bias: jax.Array
    order: int = eqx.field(static=True)

    def predict(self, history):
        return self.bias + history[-self.order :][::-1] @ self.coef


@eqx.filter_jit
def sgd_on_window(model: OnlineAR, window, lr):
    """One pass of normalised SGD over a window; returns the updated model and mean squared error."""

    def step(m, t):
        hist = jax.lax.dynamic_slice(window, (t - m.order,), (m.order,))
        err = window[t] - m.predict(hist)
        x = hist[::-1]
        scale = lr / (1.0 + x @ x)
        m = eqx.tree_at(lambda mm: (mm.coef, mm.bias), m, (m.coef + scale * err * x, m.bias + scale * err))
        return m, err**2

    model, sq = jax.lax.scan(step, model, jnp.arange(model.order, window.shape[0]))
    return model, sq.mean()
