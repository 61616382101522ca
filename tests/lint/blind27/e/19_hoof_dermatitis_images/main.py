import jax
import jax.numpy as jnp
import optax

from augment import HoofLesionLoader

key = jax.random.PRNGKey(0)
params = {"w": jax.random.normal(key, (400, 2)) * 0.01, "b": jnp.zeros(2)}
tx = optax.sgd(0.1)
opt_state = tx.init(params)


@jax.jit
def hoof_step(params, opt_state, images, labels):
    x = images.reshape(images.shape[0], -1) / 255.0

    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


loader = HoofLesionLoader()
for epoch in range(3):
    for images, labels in loader:
        params, opt_state, loss = hoof_step(params, opt_state, images, labels)
    print("epoch", epoch, float(loss))
