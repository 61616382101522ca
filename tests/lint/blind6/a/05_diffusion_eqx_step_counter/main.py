import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import Denoiser, with_step

DIM = 4
key = jax.random.PRNGKey(0)
model = Denoiser(key, DIM)
opt = optax.adam(1e-3)
opt_state = opt.init(eqx.filter(model, eqx.is_array))


@eqx.filter_jit
def train_step(model, opt_state, x0, key):
    k1, k2 = jax.random.split(key)
    t = jax.random.uniform(k1, (x0.shape[0],))
    noise = jax.random.normal(k2, x0.shape)
    xt = jnp.sqrt(1 - t)[:, None] * x0 + jnp.sqrt(t)[:, None] * noise

    def loss_fn(m):
        pred = jax.vmap(m)(xt, t)
        return jnp.mean((pred - noise) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state)
    model = eqx.apply_updates(model, updates)
    return with_step(model, model.step + 1), opt_state, loss


data = jax.random.normal(key, (16, DIM))
for i in range(5):
    key, sub = jax.random.split(key)
    model, opt_state, loss = train_step(model, opt_state, data, sub)
    print(i, model.step, float(loss))
