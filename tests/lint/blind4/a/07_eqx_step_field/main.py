import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class ConvNet(eqx.Module):
    conv: eqx.nn.Conv2d
    head: eqx.nn.Linear
    step: int

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv2d(1, 4, kernel_size=3, key=k1)
        self.head = eqx.nn.Linear(4 * 6 * 6, 10, key=k2)
        self.step = 0

    def __call__(self, x):
        return self.head(jax.nn.relu(self.conv(x)).reshape(-1))


def loss_fn(model, x, y):
    logits = jax.vmap(model)(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@eqx.filter_jit
def eqx_make_step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


optim = optax.adam(1e-3)
model = ConvNet(jax.random.PRNGKey(0))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
key = jax.random.PRNGKey(1)
for _ in range(3):
    key, kx, ky = jax.random.split(key, 3)
    x = jax.random.normal(kx, (8, 1, 8, 8))
    y = jax.random.randint(ky, (8,), 0, 10)
    model, opt_state, loss = eqx_make_step(model, opt_state, x, y)
    model = eqx.tree_at(lambda m: m.step, model, model.step + 1)
    print(model.step, float(loss))
