import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import TemperedClassifier, anneal

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 8)).astype(np.float32)
y = (X[:, 0] * X[:, 1] > 0).astype(np.int32)

model = TemperedClassifier(8, 2, jax.random.PRNGKey(1))
optim = optax.adam(1e-2)
opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))


@eqx.filter_jit
def make_step(model, opt_state, xb, yb):
    def loss_fn(m):
        logits = jax.vmap(m)(xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_inexact_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


for epoch in range(5):
    for i in range(0, 256, 64):
        model, opt_state, loss = make_step(model, opt_state, X[i:i + 64], y[i:i + 64])
    print(f"epoch {epoch} T={model.temperature:.3f} loss {float(loss):.4f}")
    model = anneal(model)
