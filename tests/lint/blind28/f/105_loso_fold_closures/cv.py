import jax
import jax.numpy as jnp
import optax


def run_fold(xtr, ytr, xte, yte, epochs=3, lr=0.05):
    tx = optax.sgd(lr, momentum=0.9)
    params = {"w": jnp.zeros((xtr.shape[1], 6))}
    opt_state = tx.init(params)

    @jax.jit
    def fold_step(params, opt_state, xb, yb):
        loss, g = jax.value_and_grad(
            lambda p: optax.softmax_cross_entropy_with_integer_labels(xb @ p["w"], yb).mean()
        )(params)
        upd, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    for _ in range(epochs):
        for i in range(0, len(xtr), 32):
            params, opt_state, loss = fold_step(params, opt_state, xtr[i : i + 32], ytr[i : i + 32])
    return float(((xte @ params["w"]).argmax(-1) == yte).mean())
