import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx


class OvertimeAlert(eqx.Module):
    weights: jax.Array
    bias: jax.Array
    cutoff: jax.Array

    def __init__(self, key, d):
        self.weights = 0.5 * jax.random.normal(key, (d,))
        self.bias = jnp.array(-0.5)
        self.cutoff = jnp.array(0.5)

    def __call__(self, x):
        p = jax.nn.sigmoid(x @ self.weights + self.bias)
        return p > self.cutoff


@eqx.filter_jit
def alert_rate(model, weekly_hours):
    return model(weekly_hours).mean()


rng = np.random.default_rng(6)
hours = rng.normal(size=(200, 4)).astype(np.float32)
model = OvertimeAlert(jax.random.PRNGKey(1), 4)
for cutoff in np.linspace(0.3, 0.7, 5):
    m = eqx.tree_at(lambda a: a.cutoff, model, jnp.asarray(cutoff, jnp.float32))
    print(f"cutoff {cutoff:.2f} alert rate {float(alert_rate(m, hours)):.3f}")
