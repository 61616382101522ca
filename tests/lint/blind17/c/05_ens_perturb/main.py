import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class Emulator(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, n, key):
        self.mlp = eqx.nn.MLP(n, n, 32, 2, key=key)

    def __call__(self, x):
        return x + jax.vmap(self.mlp)(x)


def perturbation_scale(step, start=0.5, decay=0.8):
    return start * decay ** (step // 2)


@eqx.filter_jit
def train_step(model, opt_state, x, y, key, step):
    scale = perturbation_scale(step)
    noise = scale * jax.random.normal(key, x.shape)

    def loss_fn(m):
        return jnp.mean((m(x + noise) - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, model)
    return eqx.apply_updates(model, updates), opt_state, loss


n = 12
key = jax.random.PRNGKey(0)
model = Emulator(n, key)
optim = optax.adamw(3e-3)
opt_state = optim.init(eqx.filter(model, eqx.is_array))

x = jax.random.normal(jax.random.PRNGKey(1), (16, n))
y = jnp.roll(x, 1, axis=-1)
for step in range(6):
    key, sub = jax.random.split(key)
    model, opt_state, loss = train_step(model, opt_state, x, y, sub, step)
    print(step, float(loss))
