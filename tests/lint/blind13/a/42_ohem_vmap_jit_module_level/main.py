"""Online hard example mining for a small segmentation head."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

tx = optax.adam(5e-3)
KEEP_HARDEST = 8


def pixel_logits(params, image):
    h = jax.nn.relu(image @ params["w1"] + params["b1"])
    return h @ params["w2"]


def image_loss(params, image, mask):
    logits = pixel_logits(params, image)
    return optax.softmax_cross_entropy_with_integer_labels(logits, mask).mean()


@jax.jit
def update(params, opt_state, images, masks):
    def loss_fn(p):
        return jax.vmap(image_loss, in_axes=(None, 0, 0))(p, images, masks).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


per_image_loss = jax.jit(jax.vmap(image_loss, in_axes=(None, 0, 0)))


def select_hard(params, images, masks, k):
    per_image = per_image_loss(params, images, masks)
    hardest = np.argsort(-np.asarray(per_image))[:k]
    return images[hardest], masks[hardest]


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(96, 10, 10, 3)).astype(np.float32)
    masks = (images.sum(-1) > 0.5).astype(np.int32)
    key = jax.random.PRNGKey(0)
    k1, k2 = jax.random.split(key)
    params = {"w1": jax.random.normal(k1, (3, 16)) * 0.3, "b1": jnp.zeros(16),
              "w2": jax.random.normal(k2, (16, 2)) * 0.3}
    opt_state = tx.init(params)
    for step in range(6):
        pool = slice(step * 16, step * 16 + 16)
        hard_images, hard_masks = select_hard(params, images[pool], masks[pool], KEEP_HARDEST)
        params, opt_state, loss = update(params, opt_state, hard_images, hard_masks)
        print(f"step {step}: hard-batch loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
