import jax
import jax.numpy as jnp
import numpy as np
import optax

from collate import pad_batch

FEAT = 6
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, clips, mask, labels):
    def loss_fn(p):
        pooled = (clips * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        logits = pooled @ p["w"] + p["b"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def clip_batches(num_batches, batch_size=2, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(num_batches):
        lengths = rng.integers(3, 30, size=batch_size)
        clips = [rng.standard_normal((int(n), FEAT)).astype(np.float32) for n in lengths]
        labels = rng.integers(0, 3, size=batch_size).astype(np.int32)
        yield clips, labels


def main():
    params = {"w": jnp.zeros((FEAT, 3)), "b": jnp.zeros((3,))}
    opt_state = tx.init(params)
    for clips, labels in clip_batches(8):
        batch, mask = pad_batch(clips)
        params, opt_state, loss = train_step(params, opt_state, batch, mask, labels)
        print(batch.shape, round(float(loss), 4))


if __name__ == "__main__":
    main()
