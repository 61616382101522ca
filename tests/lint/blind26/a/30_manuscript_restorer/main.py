import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx
import optax


class Restorer(eqx.Module):
    mlp: eqx.nn.MLP
    noise: jax.Array

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(64, 64, 128, 2, key=key)
        self.noise = jnp.asarray(0.4, dtype=jnp.float32)

    def __call__(self, x):
        return self.mlp(x)


optim = optax.sgd(1e-2, momentum=0.9)


@eqx.filter_jit
def restore_step(model, opt_state, clean, key):
    faded = clean + model.noise * jax.random.normal(key, clean.shape)

    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(faded) - clean) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


rng = np.random.default_rng(4)
lines = rng.uniform(size=(32, 64)).astype(np.float32)
model = Restorer(jax.random.PRNGKey(2))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
key = jax.random.PRNGKey(0)
for epoch in range(5):
    model = eqx.tree_at(lambda m: m.noise, model, jnp.asarray(0.4 * 0.8 ** epoch, jnp.float32))
    key, sub = jax.random.split(key)
    model, opt_state, loss = restore_step(model, opt_state, lines, sub)
    print(epoch, float(loss))
