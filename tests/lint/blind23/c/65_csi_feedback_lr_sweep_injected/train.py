import jax
import jax.numpy as jnp
import optax
from model import reconstruct

optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)


@jax.jit
def csi_step(params, opt_state, h):
    def nmse(p):
        return jnp.sum((reconstruct(p, h) - h) ** 2) / jnp.sum(h ** 2)
    l, g = jax.value_and_grad(nmse)(params)
    u, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def fit(params, data, lr, epochs=2, bs=64):
    opt_state = optimizer.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    for _ in range(epochs):
        for i in range(0, len(data), bs):
            params, opt_state, l = csi_step(params, opt_state, data[i:i + bs])
    return float(l)
