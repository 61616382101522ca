import jax
import jax.numpy as jnp
import optax
from model import reconstruct


def make_step(optimizer):
    @jax.jit
    def csi_step(params, opt_state, h):
        def nmse(p):
            return jnp.sum((reconstruct(p, h) - h) ** 2) / jnp.sum(h ** 2)
        l, g = jax.value_and_grad(nmse)(params)
        u, opt_state = optimizer.update(g, opt_state)
        return optax.apply_updates(params, u), opt_state, l
    return csi_step


def fit(params, data, lr, epochs=2, bs=64):
    optimizer = optax.adam(lr)
    step = make_step(optimizer)
    opt_state = optimizer.init(params)
    for _ in range(epochs):
        for i in range(0, len(data), bs):
            params, opt_state, l = step(params, opt_state, data[i:i + bs])
    return float(l)
