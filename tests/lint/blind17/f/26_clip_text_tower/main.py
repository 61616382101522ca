import jax
import jax.numpy as jnp
import numpy as np
import optax

from tokenizer import PAD, WordTokenizer

WORDS = "a photo of small red blue dog cat car tree on the grass street near house".split()
EMBED = 16


def random_caption(rng):
    return " ".join(rng.choice(WORDS, size=rng.integers(2, 9)))


def encode_text(params, tokens):
    emb = params["tok"][tokens]
    mask = (tokens != PAD)[..., None].astype(jnp.float32)
    pooled = (emb * mask).sum(1) / mask.sum(1)
    return pooled @ params["txt_proj"]


def encode_image(params, images):
    return images.reshape(images.shape[0], -1) @ params["img_proj"]


def clip_loss(params, images, tokens):
    zi = encode_image(params, images)
    zt = encode_text(params, tokens)
    zi = zi / jnp.linalg.norm(zi, axis=-1, keepdims=True)
    zt = zt / jnp.linalg.norm(zt, axis=-1, keepdims=True)
    logits = jnp.exp(params["logit_scale"]) * zi @ zt.T
    labels = jnp.arange(images.shape[0])
    return 0.5 * (optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
                  + optax.softmax_cross_entropy_with_integer_labels(logits.T, labels).mean())


tx = optax.adamw(1e-3)


@jax.jit
def train_step(params, opt_state, images, tokens):
    loss, grads = jax.value_and_grad(clip_loss)(params, images, tokens)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    tok = WordTokenizer(vocab_size=64, context_length=12)
    ks = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {
        "tok": jax.random.normal(ks[0], (64, EMBED)) * 0.1,
        "txt_proj": jax.random.normal(ks[1], (EMBED, EMBED)) * 0.1,
        "img_proj": jax.random.normal(ks[2], (4 * 4 * 3, EMBED)) * 0.1,
        "logit_scale": jnp.asarray(np.log(1 / 0.07), jnp.float32),
    }
    opt_state = tx.init(params)
    for step in range(6):
        captions = [random_caption(rng) for _ in range(8)]
        images = rng.random((8, 4, 4, 3)).astype(np.float32)
        tokens = tok.batch_encode(captions)
        params, opt_state, loss = train_step(params, opt_state, images, tokens)
        print(step, tokens.shape, float(loss))


if __name__ == "__main__":
    main()
