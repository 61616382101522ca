import jax
import jax.numpy as jnp
import optax


def drag_polar(params, cl):
    cd0, k = params
    return cd0 + k * cl ** 2


def loss_fn(params, cl, cd):
    return jnp.mean((drag_polar(params, cl) - cd) ** 2)


def make_sweep(n_steps):
    def fit_one(lr, cl, cd):
        tx = optax.scale_by_adam()
        params = jnp.array([0.01, 0.01])
        state = tx.init(params)

        def body(carry, _):
            p, s = carry
            g = jax.grad(loss_fn)(p, cl, cd)
            u, s = tx.update(g, s)
            return (p - lr * u, s), None
        (p, _), _ = jax.lax.scan(body, (params, state), None, length=n_steps)
        return p, loss_fn(p, cl, cd)

    @jax.jit
    def sweep_lrs(lrs, cl, cd):
        return jax.vmap(fit_one, in_axes=(0, None, None))(lrs, cl, cd)
    return sweep_lrs
