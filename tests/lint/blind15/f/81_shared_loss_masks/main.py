import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import eval_batches, make_sequences, train_batches

tx = optax.adam(1e-2)


@jax.jit
def masked_mse(params, x, y, mask):
    pred = x @ params["w"] + params["b"]
    mask = mask.astype(jnp.float32)
    return jnp.sum(mask * (pred - y) ** 2) / jnp.maximum(mask.sum(), 1.0)


@jax.jit
def train_step(params, opt_state, x, y, mask):
    loss, grads = jax.value_and_grad(masked_mse)(params, x, y, mask)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y, lengths = make_sequences(64, seed=0)
    vx, vy, vlengths = make_sequences(32, seed=1)
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(3):
        for xb, yb, mb in train_batches(x, y, lengths, 16):
            params, opt_state, loss = train_step(params, opt_state, xb, yb, mb)
        last_batch_loss = float(masked_mse(params, xb, yb, mb))
        losses = [float(masked_mse(params, xb, yb, mb)) for xb, yb, mb in eval_batches(vx, vy, vlengths, 16)]
        print(epoch, last_batch_loss, np.mean(losses))


if __name__ == "__main__":
    main()
