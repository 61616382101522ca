import jax
import jax.numpy as jnp
import numpy as np
import optax

from io_utils import load_view

SCENE = [{"kind": k} for k in ["ldr", "hdr", "ldr", "hdr", "ldr", "hdr"]]


def tonemap(x):
    return x / (1.0 + x)


@jax.jit
def photometric_step(params, opt_state, image, exposure, rows):
    target = tonemap(image / exposure)[rows]

    def loss_fn(p):
        pred = jax.nn.sigmoid(p["latent"] @ p["decoder"])
        return jnp.mean((pred.reshape(target.shape) - target) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


key = jax.random.PRNGKey(0)
params = {"latent": jax.random.normal(key, (8, 16)) * 0.1,
          "decoder": jax.random.normal(jax.random.fold_in(key, 1), (16, 24)) * 0.1}
tx = optax.adam(1e-2)
opt_state = tx.init(params)
rng = np.random.default_rng(0)
for epoch in range(2):
    for record in SCENE:
        image, exposure, rows = load_view(record, rng)
        params, opt_state, loss = photometric_step(params, opt_state, image, exposure, rows)
    print(epoch, float(loss))
