import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(3e-3)

@eqx.filter_jit
def eqx_train_step(model, opt_state, x, y):
    def loss_fn(m):
        pred = m(x)
        reg = sum(jnp.sum(l.weight ** 2) for l in m.mlp.layers)
        return jnp.mean((pred - y) ** 2) + m.penalty * reg
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
