import jax
import jax.numpy as jnp
import optax

from loader import BroilerGaitDataset

tx = optax.sgd(0.1)
params = {"w": jnp.zeros((100, 2)), "b": jnp.zeros(2)}
opt_state = tx.init(params)


@jax.jit
def gait_score_step(params, opt_state, batch):
    imgs, labels = batch
    x = imgs.reshape(imgs.shape[0], -1)

    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(x @ p["w"] + p["b"], labels).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


ds = BroilerGaitDataset()
for epoch in range(3):
    for batch in ds.batches():
        params, opt_state, loss = gait_score_step(params, opt_state, batch)
    print(epoch, float(loss))
