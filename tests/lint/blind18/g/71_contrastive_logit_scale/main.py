import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import embed, init_dual_encoder

tx = optax.adamw(1e-3, weight_decay=0.0)


def clip_loss(params, img, txt):
    zi, zt = embed(params, img, txt)
    logits = jnp.exp(params["logit_scale"]) * zi @ zt.T
    labels = jnp.arange(img.shape[0])
    li = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    lt = optax.softmax_cross_entropy_with_integer_labels(logits.T, labels).mean()
    return 0.5 * (li + lt)


@jax.jit
def train_step(params, opt_state, img, txt):
    loss, grads = jax.value_and_grad(clip_loss)(params, img, txt)
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    params["logit_scale"] = jnp.clip(params["logit_scale"], 0.0, 4.6052)
    return params, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    latent = rng.normal(size=(64, 8))
    img = (latent @ rng.normal(size=(8, 12)) + 0.1 * rng.normal(size=(64, 12))).astype(np.float32)
    txt = (latent @ rng.normal(size=(8, 10)) + 0.1 * rng.normal(size=(64, 10))).astype(np.float32)
    params = init_dual_encoder(jax.random.PRNGKey(0), 12, 10, 16)
    opt_state = tx.init(params)
    for step in range(6):
        i = step % 4 * 16
        params, opt_state, loss = train_step(params, opt_state, img[i:i + 16], txt[i:i + 16])
        print(step, float(loss), float(params["logit_scale"]))


if __name__ == "__main__":
    main()
