import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from buffer import RolloutBuffer


@eqx.filter_jit
def train_step(model, opt_state, x0, target):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x0) - target) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


n = 16
model = eqx.nn.MLP(n, n, 32, 2, key=jax.random.PRNGKey(0))
optim = optax.adam(1e-3)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
buffer = RolloutBuffer()
rng = np.random.default_rng(0)

for step in range(8):
    fresh = jnp.asarray(rng.standard_normal((32, n)), dtype=jnp.float32)
    x0 = buffer.sample(rng) if len(buffer) and step % 2 else fresh
    target = jnp.roll(x0, 1, axis=-1).astype(jnp.float32)
    model, opt_state, loss = train_step(model, opt_state, x0, target)
    buffer.push(jax.vmap(model)(x0))
    print(step, x0.dtype, float(loss))
