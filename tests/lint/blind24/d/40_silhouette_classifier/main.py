import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from loader import SilhouetteLoader


class SilhouetteCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        return nn.Dense(4)(x.reshape((x.shape[0], -1)))


@jax.jit
def silhouette_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn(params, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


loader = SilhouetteLoader(n_images=240, batch_size=48)
model = SilhouetteCNN()
state = train_state.TrainState.create(
    apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), jnp.zeros((1, 12, 12, 1))),
    tx=optax.adam(1e-3))
for epoch in range(3):
    for x, y in loader:
        state, loss = silhouette_step(state, x, y)
    print(epoch, len(loader), float(loss))
