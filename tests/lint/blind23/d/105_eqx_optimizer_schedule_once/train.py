import equinox as eqx
import jax
import optax


def build_optimizer(steps_per_epoch, base=1e-2):
    schedule = optax.exponential_decay(base, transition_steps=steps_per_epoch, decay_rate=0.7, staircase=True)
    return optax.adamw(schedule, weight_decay=1e-4)


@eqx.filter_jit
def absence_step(model, opt_state, optim, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(jax.vmap(m)(x)[:, 0], y).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    u, opt_state = optim.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), opt_state, loss
