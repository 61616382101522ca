import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def build_optimizer(total_steps):
    sched = optax.warmup_cosine_decay_schedule(0.0, 3e-3, 20, total_steps)
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(sched))


def make_step(optim):
    @eqx.filter_jit
    def adr_train_step(model, opt_state, x, y):
        def loss_fn(m):
            pred = jax.vmap(m)(x)[:, 0]
            return jnp.mean(jnp.abs(pred - y))
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
        updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, loss
    return adr_train_step
