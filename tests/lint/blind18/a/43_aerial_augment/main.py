import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import RandomScaleCrop


def init(key):
    return {"w": 0.1 * jax.random.normal(key, (3, 1)), "b": jnp.zeros((1,))}


@jax.jit
def train_step(params, opt_state, image, mask):
    def loss_fn(p):
        logits = jnp.einsum("nchw,co->nohw", image, p["w"]) + p["b"][None, :, None, None]
        return optax.sigmoid_binary_cross_entropy(logits, mask).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


tx = optax.sgd(0.1)


def main():
    rng = np.random.default_rng(1)
    crop = RandomScaleCrop()
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for step in range(8):
        image = rng.uniform(size=(4, 3, 48, 48)).astype(np.float32)
        mask = (image[:, :1] > 0.5).astype(np.float32)
        image, mask = crop(image, mask)
        params, opt_state, loss = train_step(params, opt_state, jnp.asarray(image), jnp.asarray(mask))
    print("final loss", float(loss))


if __name__ == "__main__":
    main()
