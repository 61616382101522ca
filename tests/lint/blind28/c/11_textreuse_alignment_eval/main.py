import numpy as np
import jax
import jax.numpy as jnp
import optax

from evaluate import evaluate_alignment


def make_pairs(rng, n, dim=20):
    a = rng.normal(size=(n, dim)).astype(np.float32)
    reuse = rng.integers(0, 2, n).astype(np.float32)
    b = np.where(reuse[:, None] > 0, a + 0.3 * rng.normal(size=(n, dim)),
                 rng.normal(size=(n, dim))).astype(np.float32)
    return a, b, reuse


opt = optax.adam(1e-2)


@jax.jit
def contrastive_step(params, opt_state, a, b, y):
    def loss_fn(p):
        s = jnp.sum(jnp.tanh(a @ p["proj"]) * jnp.tanh(b @ p["proj"]), axis=-1)
        return optax.sigmoid_binary_cross_entropy(s, y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(8)
    tr_a, tr_b, tr_y = make_pairs(rng, 64)
    va_a, va_b, va_y = make_pairs(rng, 32)
    params = {"proj": jnp.asarray(rng.normal(size=(20, 12)).astype(np.float32) * 0.1)}
    opt_state = opt.init(params)
    for epoch in range(4):
        params, opt_state, loss = contrastive_step(params, opt_state, tr_a, tr_b, tr_y)
        acc = evaluate_alignment(params, va_a, va_b, va_y, margin=0.0)
        print(f"epoch {epoch} loss {float(loss):.3f} val acc {acc:.3f}")


if __name__ == "__main__":
    main()
