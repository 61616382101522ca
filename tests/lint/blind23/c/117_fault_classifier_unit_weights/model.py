import jax
import jax.numpy as jnp
import optax

N_ALARMS, N_FAULTS = 24, 6
opt = optax.adam(5e-3)


def init(key):
    return {"w": jax.random.normal(key, (N_ALARMS, N_FAULTS)) * 0.1, "b": jnp.zeros(N_FAULTS)}


@jax.jit
def fault_step(params, opt_state, batch):
    def loss_fn(p):
        logits = batch["alarms"] @ p["w"] + p["b"]
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, batch["fault"])
        return jnp.sum(ce * batch["weight"]) / jnp.sum(batch["weight"])
    l, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l
