import equinox as eqx
import jax
import jax.numpy as jnp
import optax

schedule = optax.warmup_cosine_decay_schedule(0.0, 0.02, 5, 40)
optimizer = optax.adam(1.0)


@eqx.filter_jit
def scheduled_step(model, opt_state, x, y, step):
    lr = schedule(step)

    def loss(m):
        return jnp.mean((eqx.filter_vmap(m)(x)[:, 0] - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = optimizer.update(g, opt_state, eqx.filter(model, eqx.is_array))
    updates = jax.tree.map(lambda u: u * lr, updates)
    return eqx.apply_updates(model, updates), opt_state, l
