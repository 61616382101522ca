import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluator import RetrievalEvaluator


def clip_loss(params, images, texts, t=0.1):
    zi = images @ params["img"]
    zt = texts @ params["txt"]
    zi = zi / jnp.linalg.norm(zi, axis=-1, keepdims=True)
    zt = zt / jnp.linalg.norm(zt, axis=-1, keepdims=True)
    logits = zi @ zt.T / t
    labels = jnp.arange(images.shape[0])
    return 0.5 * (optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
                  + optax.softmax_cross_entropy_with_integer_labels(logits.T, labels).mean())


tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, images, texts):
    loss, g = jax.value_and_grad(clip_loss)(params, images, texts)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def make_pairs(rng, n, mix):
    images = rng.normal(size=(n, 12)).astype(np.float32)
    texts = (images[:, :10] @ mix + 0.3 * rng.normal(size=(n, 10))).astype(np.float32)
    return images, texts


def main():
    rng = np.random.default_rng(0)
    mix = rng.normal(size=(10, 10))
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"img": jax.random.normal(k1, (12, 8)) * 0.1, "txt": jax.random.normal(k2, (10, 8)) * 0.1}
    opt_state = tx.init(params)
    val_images, val_texts = make_pairs(rng, 24, mix)
    for epoch in range(4):
        for _ in range(4):
            images, texts = make_pairs(rng, 16, mix)
            params, opt_state, loss = train_step(params, opt_state, images, texts)
        evaluator = RetrievalEvaluator(val_images, val_texts, k=3)
        print(epoch, float(loss), evaluator(params))


if __name__ == "__main__":
    main()
