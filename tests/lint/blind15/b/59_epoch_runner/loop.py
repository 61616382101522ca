import jax
import jax.numpy as jnp
import optax


def run_epoch(params, opt_state, tx, loss_fn, batches):
    @jax.jit
    def step(params, opt_state, tokens):
        loss, grads = jax.value_and_grad(loss_fn)(params, tokens)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    losses = []
    for tokens in batches:
        params, opt_state, loss = step(params, opt_state, tokens)
        losses.append(loss)
    return params, opt_state, float(jnp.mean(jnp.stack(losses)))
