import io

import jax
import jax.numpy as jnp
import numpy as np

from checkpoint import restore_checkpoint, save_checkpoint

LR = 0.05
DECAY = 0.9
STEPS_BEFORE_PREEMPTION = 3
TOTAL_STEPS = 6


def init_autoencoder(key, dim=32, code=6):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (dim, code)) * 0.1,
            "dec": jax.random.normal(k2, (code, dim)) * 0.1}


@jax.jit
def sgd_step(params, images, lr):
    def loss_fn(p):
        recon = jnp.tanh(images @ p["enc"]) @ p["dec"]
        return jnp.mean((recon - images) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


def train(params, images, start_step, end_step, lr, storage=None):
    for step in range(start_step, end_step):
        params, loss = sgd_step(params, images, lr)
        lr = lr * DECAY
        print(f"step {step}: loss {float(loss):.5f} lr {lr:.4f}")
    if storage is not None:
        save_checkpoint(storage, params, end_step, lr)
    return params


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(16, 32)).astype(np.float32)
    params = init_autoencoder(jax.random.PRNGKey(0))

    storage = io.BytesIO()
    train(params, images, 0, STEPS_BEFORE_PREEMPTION, LR, storage=storage)

    # job restarted: resume from the last checkpoint
    params, step, lr = restore_checkpoint(storage, params)
    print(f"resumed at step {step}")
    train(params, images, step, TOTAL_STEPS, lr)


if __name__ == "__main__":
    main()
