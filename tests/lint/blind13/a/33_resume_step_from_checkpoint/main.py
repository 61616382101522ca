import jax
import jax.numpy as jnp
import numpy as np
import optax

from ckpt import CheckpointManager

TOTAL_STEPS = 8
WARMUP = 3
tx = optax.sgd(1.0)


@jax.jit
def train_step(params, opt_state, step, images, labels):
    lr_scale = jnp.minimum(1.0, (step + 1) / WARMUP) * 0.1
    def loss_fn(p):
        logits = images.reshape(images.shape[0], -1) @ p
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    updates = jax.tree_util.tree_map(lambda u: lr_scale * u, updates)
    return optax.apply_updates(params, updates), opt_state, loss


def run_stage(manager, images, labels, until):
    params = jnp.zeros((images[0].size, 5), jnp.float32)
    opt_state = tx.init(params)
    step, params, opt_state = manager.restore_latest(params, opt_state)
    print(f"starting at step {int(step)}")
    while step < until:
        i = (int(step) * 8) % len(images)
        params, opt_state, loss = train_step(params, opt_state, step, images[i:i + 8], labels[i:i + 8])
        step += 1
        if step % 2 == 0:
            manager.save(int(step), params, opt_state)
    print(f"stage done at step {int(step)}, loss {float(loss):.4f}")


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(32, 6, 6, 3)).astype(np.float32)
    labels = rng.integers(0, 5, size=32).astype(np.int32)
    manager = CheckpointManager()
    # curriculum: clean images first, then continue from the last checkpoint on noisy ones
    run_stage(manager, images, labels, until=4)
    noisy = images + rng.normal(scale=0.5, size=images.shape).astype(np.float32)
    run_stage(manager, noisy, labels, until=TOTAL_STEPS)


if __name__ == "__main__":
    main()
