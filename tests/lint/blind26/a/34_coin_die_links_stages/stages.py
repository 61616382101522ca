import jax
import jax.numpy as jnp
import optax


def build_step(lr):
    opt = optax.adam(lr)

    def fit_step(w, state, a, b, same):
        def loss(w):
            d = jnp.sum(((a - b) @ w) ** 2, -1)
            return jnp.mean(same * d + (1 - same) * jax.nn.relu(1.0 - d))
        l, g = jax.value_and_grad(loss)(w)
        upd, state = opt.update(g, state)
        return optax.apply_updates(w, upd), state, l

    return opt, jax.jit(fit_step)
