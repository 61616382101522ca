import jax
import jax.numpy as jnp
import optax


def run_config(lr, x, y, steps=15):
    opt = optax.sgd(lr, momentum=0.9)

    @jax.jit
    def sweep_step(w, state):
        def loss(w):
            return optax.softmax_cross_entropy_with_integer_labels(x @ w, y).mean()
        l, g = jax.value_and_grad(loss)(w)
        u, state = opt.update(g, state)
        return optax.apply_updates(w, u), state, l

    w = jnp.zeros((x.shape[1], 4))
    state = opt.init(w)
    for _ in range(steps):
        w, state, l = sweep_step(w, state)
    return float(l)
