import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import make_model

N_MEMBERS = 4
rng = np.random.default_rng(0)
X = rng.normal(size=(128, 4)).astype(np.float32)
y = np.sin(X.sum(1, keepdims=True)).astype(np.float32)

optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, xb, yb):
    loss, grads = eqx.filter_value_and_grad(lambda m: jnp.mean((jax.vmap(m)(xb) - yb) ** 2))(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


ensemble = []
for member in range(N_MEMBERS):
    model = make_model(jax.random.PRNGKey(member))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        for i in range(0, 128, 32):
            model, opt_state, loss = train_step(model, opt_state, X[i:i + 32], y[i:i + 32])
    ensemble.append(model)
    print(f"member {member}: loss {float(loss):.4f}")

preds = jnp.mean(jnp.stack([jax.vmap(m)(X) for m in ensemble]), axis=0)
print("ensemble mse", float(jnp.mean((preds - y) ** 2)))
