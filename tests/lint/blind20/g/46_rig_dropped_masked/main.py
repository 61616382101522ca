import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

from rig import RigStream


class DynamicField(nn.Module):
    @nn.compact
    def __call__(self, rays, t):
        x = jnp.concatenate([rays, jnp.broadcast_to(t, rays.shape[:-1] + (1,))], -1)
        h = nn.relu(nn.Dense(32)(x))
        return nn.sigmoid(nn.Dense(3)(h))


field = DynamicField()
tx = optax.adam(1e-3)


@jax.jit
def update(params, opt_state, t, rays, rgb, valid):
    def loss_fn(p):
        err = jnp.mean((field.apply(p, rays, t) - rgb) ** 2, axis=(1, 2))
        return jnp.sum(err * valid) / jnp.maximum(jnp.sum(valid), 1.0)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


params = field.init(jax.random.PRNGKey(0), jnp.zeros((1, 1, 3)), jnp.float32(0.0))
opt_state = tx.init(params)
for epoch in range(2):
    for t, rays, rgb, valid in RigStream(seed=epoch):
        params, opt_state, loss = update(params, opt_state, t, rays, rgb, valid)
    print(epoch, float(loss))
