import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import ImageLoader

rng = np.random.default_rng(0)
images = rng.normal(size=(45, 16)).astype(np.float32)
labels = rng.integers(0, 4, size=45)
model = eqx.nn.MLP(16, 4, width_size=16, depth=1, key=jax.random.PRNGKey(0))
optim = optax.adam(1e-2)
opt_state = optim.init(eqx.filter(model, eqx.is_array))


@eqx.filter_jit
def mlp_step(model, opt_state, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(jax.vmap(m)(x), y).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


loader = ImageLoader(images, labels, batch_size=16, drop_last=True)
for epoch in range(3):
    for x, y in loader:
        model, opt_state, loss = mlp_step(model, opt_state, x, y)
    print(epoch, float(loss))
