import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import RecallCallback

tx = optax.adam(5e-3)


@jax.jit
def align_step(params, opt_state, a, b):
    def loss_fn(p):
        za = jnp.tanh(a @ p["proj"])
        zb = jnp.tanh(b @ p["proj"])
        logits = za @ zb.T
        return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(a.shape[0])).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def fit(params, a, b, epochs, callbacks):
    opt_state = tx.init(params)
    for epoch in range(epochs):
        params, opt_state, loss = align_step(params, opt_state, a, b)
        for cb in callbacks:
            cb.on_epoch_end(epoch, params)
    return params


def main():
    rng = np.random.default_rng(13)
    src = rng.normal(size=(40, 24)).astype(np.float32)
    reused = (src + 0.4 * rng.normal(size=src.shape)).astype(np.float32)
    params = {"proj": jnp.asarray(rng.normal(size=(24, 16)).astype(np.float32) * 0.1)}
    cb = RecallCallback(jnp.asarray(src[:20]), jnp.asarray(reused[:20]))
    fit(params, src, reused, epochs=5, callbacks=[cb])
    print("recall@5 by epoch", [round(r, 3) for r in cb.history])


if __name__ == "__main__":
    main()
