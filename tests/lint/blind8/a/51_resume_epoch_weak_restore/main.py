import jax
import jax.numpy as jnp
import numpy as np
import optax

from checkpoint import InMemoryCheckpointer

EPOCHS = 6
tx = optax.adam(1e-2)


@jax.jit
def train_epoch(params, opt_state, x, y, epoch):
    # input-noise annealing: sigma decays with the epoch index
    noise_std = 0.5 * 0.7 ** epoch
    key = jax.random.fold_in(jax.random.PRNGKey(0), epoch)
    x = x + noise_std * jax.random.normal(key, x.shape)

    def loss_fn(p):
        return jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def run(params, opt_state, x, y, start_epoch, ckpt, stop_at=None):
    epoch = start_epoch
    while epoch < EPOCHS:
        params, opt_state, loss = train_epoch(params, opt_state, x, y, epoch)
        ckpt.save(epoch + 1, params, opt_state)
        print(f"epoch {int(epoch)}: loss {float(loss):.4f}")
        epoch = epoch + 1
        if stop_at is not None and epoch == stop_at:
            return None
    return params


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 8)).astype(np.float32)
    y = np.sin(x[:, :1]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(1))
    params = {"w1": jax.random.normal(k1, (8, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 1)) * 0.3}
    ckpt = InMemoryCheckpointer()

    # stage 1: train for a few epochs, checkpointing after each one
    run(params, tx.init(params), x, y, 0, ckpt, stop_at=3)
    # stage 2: reload the latest checkpoint (the same entry point the resume script uses)
    state = ckpt.restore()
    run(state["params"], state["opt_state"], x, y, state["epoch"], ckpt)


if __name__ == "__main__":
    main()
