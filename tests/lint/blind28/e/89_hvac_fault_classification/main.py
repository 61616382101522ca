import numpy as np
import jax
import jax.numpy as jnp
import optax

from labels import load_labelled_week

# fault classes: 0 normal, 1 leaking valve, 2 stuck damper
W = jnp.zeros((6, 3))
tx = optax.adam(0.05)
opt_state = tx.init(W)


@jax.jit
def fdd_update(W, opt_state, x, y):
    def loss(W):
        return optax.softmax_cross_entropy_with_integer_labels(x @ W, y).mean()

    l, g = jax.value_and_grad(loss)(W)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(W, u), opt_state, l


rng = np.random.default_rng(5)
for week in range(6):
    x, y = load_labelled_week(week, rng)
    for _ in range(10):
        W, opt_state, l = fdd_update(W, opt_state, x, y)
    print(week, y.dtype, float(l))
