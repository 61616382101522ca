import jax
import jax.numpy as jnp
import optax

tx = optax.sgd(0.2)


@jax.jit
def ortho_step(p, opt_state, x, y):
    def loss(p):
        return jnp.mean((x @ p - y) ** 2)

    l, g = jax.value_and_grad(loss)(p)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(p, u), opt_state, l


@jax.jit
def cephalometric_error(p, x, y):
    err = (x @ p - y).reshape(-1, 2)
    return jnp.sqrt((err ** 2).sum(-1)).mean()


def train(p, x, y, val_x, val_y, steps=12, eval_every=4):
    opt_state = tx.init(p)
    for step in range(steps):
        i = (step * 16) % x.shape[0]
        p, opt_state, l = ortho_step(p, opt_state, x[i:i + 16], y[i:i + 16])
        if (step + 1) % eval_every == 0:
            print(step, float(l), float(cephalometric_error(p, val_x, val_y)))
    return p
