import jax
import jax.numpy as jnp
import optax

from data import make_scene, ray_batches
from model import TinyNeRF, render_rays

BATCH_RAYS = 64

model = TinyNeRF()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 3)))
tx = optax.adam(5e-4)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        pred = render_rays(model, p, batch["origins"], batch["dirs"])
        return jnp.mean((pred - batch["rgb"]) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


origins, dirs, rgb = make_scene()
for epoch in range(3):
    for batch in ray_batches(origins, dirs, rgb, BATCH_RAYS, seed=epoch):
        params, opt_state, loss = train_step(params, opt_state, batch)
    print(f"epoch {epoch} loss {float(loss):.4f}")
