import jax
import optax

from model import SignTransformerLite

tx = optax.adam(1e-3)


def run_trial(dropout, x, y, steps=4):
    model = SignTransformerLite(dropout=dropout)
    params = model.init(jax.random.PRNGKey(0), x[:8], train=False)
    opt_state = tx.init(params)

    @jax.jit
    def sweep_step(params, opt_state, xb, yb, key):
        def loss_fn(p):
            logits = model.apply(p, xb, train=True, rngs={"dropout": key})
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()

        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    key = jax.random.PRNGKey(1)
    for s in range(steps):
        key, sub = jax.random.split(key)
        i = (s * 8) % len(x)
        params, opt_state, loss = sweep_step(params, opt_state, x[i : i + 8], y[i : i + 8], sub)
    return float(loss)
