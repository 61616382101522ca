import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.sgd(5e-3, momentum=0.9)


def train_epoch(model, opt_state, windows, targets, l2):
    @eqx.filter_jit
    def fit_batch(model, opt_state, xb, yb):
        def loss_fn(m):
            pred = jax.vmap(m)(xb)[:, 0]
            reg = sum(jnp.sum(w ** 2) for w in jax.tree_util.tree_leaves(eqx.filter(m, eqx.is_array)))
            return jnp.mean((pred - yb) ** 2) + l2 * reg
        loss, g = eqx.filter_value_and_grad(loss_fn)(model)
        upd, opt_state = opt.update(g, opt_state, model)
        return eqx.apply_updates(model, upd), opt_state, loss

    for s in range(0, len(windows), 48):
        model, opt_state, loss = fit_batch(model, opt_state, windows[s:s + 48], targets[s:s + 48])
    return model, opt_state, loss
