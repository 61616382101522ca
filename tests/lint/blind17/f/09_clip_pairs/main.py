import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import CLIPConfig


def init_towers(key, cfg):
    k1, k2 = jax.random.split(key)
    return {
        "img": jax.random.normal(k1, (cfg.image_dim, cfg.embed_dim)) * 0.1,
        "txt": jax.random.normal(k2, (cfg.text_dim, cfg.embed_dim)) * 0.1,
    }


def l2n(x):
    return x / jnp.linalg.norm(x, axis=-1, keepdims=True)


def clip_loss(params, images, texts, temperature):
    zi = l2n(images @ params["img"])
    zt = l2n(texts @ params["txt"])
    logits = zi @ zt.T / temperature
    labels = jnp.arange(images.shape[0])
    li = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
    lt = optax.softmax_cross_entropy_with_integer_labels(logits.T, labels)
    return 0.5 * (li.mean() + lt.mean())


@jax.jit
def clip_step(params, opt_state, images, texts, temperature):
    loss, grads = jax.value_and_grad(clip_loss)(params, images, texts, temperature)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


cfg = CLIPConfig()
optimizer = optax.adam(cfg.lr)


def main():
    rng = np.random.default_rng(0)
    params = init_towers(jax.random.PRNGKey(0), cfg)
    opt_state = optimizer.init(params)
    temperature = cfg.init_temperature
    for step in range(cfg.steps):
        images = rng.normal(size=(cfg.batch_size, cfg.image_dim)).astype(np.float32)
        texts = rng.normal(size=(cfg.batch_size, cfg.text_dim)).astype(np.float32)
        params, opt_state, loss = clip_step(params, opt_state, images, texts, temperature)
        temperature = jnp.maximum(cfg.min_temperature, temperature * 0.95).astype(jnp.float32)
        print(step, float(temperature), float(loss))


if __name__ == "__main__":
    main()
