import jax
import jax.numpy as jnp
import numpy as np
import optax


def polynomial_sparsity(step, begin, end, final_sparsity, power=3):
    if step < begin:
        return 0.0
    t = min(1.0, (step - begin) / (end - begin))
    return final_sparsity * (1.0 - (1.0 - t) ** power)


@jax.jit
def topk_mask(w, num_keep):
    flat = jnp.abs(w).ravel()
    ranked = jnp.sort(flat)[::-1]
    threshold = ranked[jnp.clip(num_keep - 1, 0, flat.size - 1)]
    return (jnp.abs(w) >= threshold).astype(w.dtype)


tx = optax.sgd(0.05)
PRUNE_EVERY = 2


@jax.jit
def train_step(w, opt_state, mask, x, y):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ (w * mask) - y) ** 2))(w)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates) * mask, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 20)).astype(np.float32)
    y = (x[:, :4] @ np.ones((4, 3))).astype(np.float32)
    w = jnp.asarray(rng.normal(size=(20, 3)) * 0.1, jnp.float32)
    opt_state = tx.init(w)
    mask = jnp.ones_like(w)
    for step in range(16):
        if step % PRUNE_EVERY == 0:
            sparsity = polynomial_sparsity(step, begin=2, end=12, final_sparsity=0.8)
            mask = topk_mask(w, int(round(w.size * (1.0 - sparsity))))
        w, opt_state, loss = train_step(w, opt_state, mask, x, y)
    print("final loss", float(loss), "nonzero", int((w != 0).sum()))


if __name__ == "__main__":
    main()
