import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import NoisyMLP


@eqx.filter_jit
def train_step(model, opt_state, x, y, key):
    def loss_fn(m):
        keys = jax.random.split(key, x.shape[0])
        pred = jax.vmap(m)(x, keys)
        return jnp.mean((pred - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


key = jax.random.PRNGKey(0)
mkey, dkey = jax.random.split(key)
model = NoisyMLP(mkey)
optim = optax.sgd(1e-2)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
x = jax.random.normal(dkey, (16, 3))
y = jnp.sum(x, axis=1, keepdims=True)

for step in range(5):
    dkey, sub = jax.random.split(dkey)
    model, opt_state, loss = train_step(model, opt_state, x, y, sub)
    model = model.bump()
    print(step, float(loss))
