import jax
import jax.numpy as jnp
import optax

from pipeline import quality_filtered_batches, synthetic_pairs


def contrastive(params, images, texts, temperature=0.1):
    zi = images @ params["img"]
    zt = texts @ params["txt"]
    zi = zi / jnp.linalg.norm(zi, axis=-1, keepdims=True)
    zt = zt / jnp.linalg.norm(zt, axis=-1, keepdims=True)
    logits = zi @ zt.T / temperature
    labels = jnp.arange(images.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


opt = optax.adam(1e-3)


@jax.jit
def update(params, opt_state, images, texts):
    loss, grads = jax.value_and_grad(contrastive)(params, images, texts)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    images, texts, quality = synthetic_pairs(96, 12, 10)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"img": jax.random.normal(k1, (12, 8)) * 0.1, "txt": jax.random.normal(k2, (10, 8)) * 0.1}
    opt_state = opt.init(params)
    for images_b, texts_b in quality_filtered_batches(images, texts, quality, batch_size=16):
        params, opt_state, loss = update(params, opt_state, images_b, texts_b)
        print(images_b.shape[0], float(loss))


if __name__ == "__main__":
    main()
