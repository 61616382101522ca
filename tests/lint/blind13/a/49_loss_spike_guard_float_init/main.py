import jax
import jax.numpy as jnp
import numpy as np

from guard import guarded_update

LR = 0.05


def seg_loss(params, images, masks):
    logits = images @ params["w"] + params["b"]
    return jnp.mean(jnp.logaddexp(0.0, logits[..., 0]) - masks * logits[..., 0])


@jax.jit
def train_step(params, images, masks, loss_ema):
    loss, grads = jax.value_and_grad(seg_loss)(params, images, masks)
    params, loss_ema, skipped = guarded_update(params, grads, loss, loss_ema, LR)
    return params, loss, loss_ema, skipped


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(48, 12, 12, 3)).astype(np.float32)
    masks = (images[..., 1] > 0).astype(np.float32)
    masks[24:32] = 1.0 - masks[24:32]  # a mislabeled chunk in the shard
    params = {"w": jnp.zeros((3, 1), jnp.float32), "b": jnp.zeros((1,), jnp.float32)}
    loss_ema = 0.0
    n_skipped = 0
    for i in range(0, 48, 8):
        params, loss, ema, skipped = train_step(params, images[i:i + 8], masks[i:i + 8], loss_ema)
        loss_ema = float(ema)
        n_skipped += int(skipped)
        print(f"batch {i // 8}: loss {float(loss):.4f} ema {loss_ema:.4f} skipped={bool(skipped)}")
    print(f"skipped {n_skipped} updates")


if __name__ == "__main__":
    main()
