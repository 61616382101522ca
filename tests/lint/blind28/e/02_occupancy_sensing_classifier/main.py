import jax
import jax.numpy as jnp
import optax

from data import make_occupancy_dataset, SensorLoader
from model import OccupancyNet

feats, labels = make_occupancy_dataset()
loader = SensorLoader(feats, labels, batch_size=50)

model = OccupancyNet()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 3)))
tx = optax.sgd(0.1, momentum=0.9)
opt_state = tx.init(params)


@jax.jit
def occ_train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(4):
    total = 0.0
    for xb, yb in loader:
        params, opt_state, loss = occ_train_step(params, opt_state, xb, yb)
        total += float(loss)
    print(epoch, total)
