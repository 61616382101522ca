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
def update(params, opt_state, t, rays, rgb):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((field.apply(p, rays, t) - rgb) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


params = field.init(jax.random.PRNGKey(0), jnp.zeros((1, 1, 3)), jnp.float32(0.0))
opt_state = tx.init(params)
for epoch in range(2):
    for t, rays, rgb in RigStream(seed=epoch):
        params, opt_state, loss = update(params, opt_state, t, rays, rgb)
    print(epoch, float(loss))
