import jax
import jax.numpy as jnp
import optax

from dataset import PhoneCapture


def image_gradients(img):
    return img[1:, :] - img[:-1, :], img[:, 1:] - img[:, :-1]


@jax.jit
def decoder_step(w, opt_state, latent, image):
    def loss_fn(w):
        pred = jax.nn.sigmoid(latent @ w)
        gy_p, gx_p = image_gradients(pred)
        gy_t, gx_t = image_gradients(image)
        edge = jnp.mean(jnp.abs(gy_p - gy_t)) + jnp.mean(jnp.abs(gx_p - gx_t))
        return jnp.mean((pred - image) ** 2) + 0.1 * edge

    loss, g = jax.value_and_grad(loss_fn)(w)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


tx = optax.adam(1e-2)
w = jax.random.normal(jax.random.PRNGKey(0), (4, 3)) * 0.1
opt_state = tx.init(w)
for epoch in range(2):
    for latent, image in PhoneCapture():
        w, opt_state, loss = decoder_step(w, opt_state, latent, image)
    print(epoch, float(loss))
