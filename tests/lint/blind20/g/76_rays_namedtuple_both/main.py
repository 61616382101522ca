import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

from rays import held_out_rays, train_rays


class Field(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.sigmoid(nn.Dense(3)(nn.relu(nn.Dense(32)(x))))


field = Field()
tx = optax.adam(1e-3)


@jax.jit
def photometric_loss(params, batch):
    origins, dirs, rgb = batch
    t = jnp.linspace(2.0, 6.0, 8)
    pred = jnp.mean(field.apply(params, origins[:, None] + dirs[:, None] * t[:, None]), axis=1)
    return jnp.mean((pred - rgb) ** 2)


@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(photometric_loss)(params, batch)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


rng = np.random.default_rng(0)
params = field.init(jax.random.PRNGKey(0), jnp.zeros((1, 3)))
opt_state = tx.init(params)
val = held_out_rays(rng, 64)
for step in range(6):
    batch = train_rays(rng, 64)
    params, opt_state, loss = train_step(params, opt_state, batch)
    if step % 2 == 1:
        train_loss = photometric_loss(params, batch)
        val_loss = photometric_loss(params, val)
        print(step, float(train_loss), float(val_loss))
