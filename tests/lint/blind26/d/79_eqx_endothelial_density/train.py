import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(3e-3)


@eqx.filter_jit
def cornea_step(model, opt_state, x, y, loss_fn):
    def total(m):
        return loss_fn(jax.vmap(m)(x), y)

    l, g = eqx.filter_value_and_grad(total)(model)
    u, opt_state = optim.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), opt_state, l


def run_epoch(model, opt_state, x, y, huber_delta):
    loss_fn = lambda pred, tgt: optax.huber_loss(pred[:, 0], tgt, delta=huber_delta).mean()
    for i in range(0, x.shape[0], 16):
        model, opt_state, l = cornea_step(model, opt_state, x[i:i + 16], y[i:i + 16], loss_fn)
    return model, opt_state, l
