import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def train_fold(x_tr, y_tr, x_va, y_va, key, steps=30):
    model = eqx.nn.MLP(4, 1, 16, 2, key=key)
    opt = optax.adam(5e-3)
    state = opt.init(eqx.filter(model, eqx.is_array))

    @eqx.filter_jit
    def fold_step(model, state):
        def loss(m):
            return jnp.mean((jax.vmap(m)(x_tr)[:, 0] - y_tr) ** 2)
        val, g = eqx.filter_value_and_grad(loss)(model)
        upd, state = opt.update(g, state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, upd), state, val

    for _ in range(steps):
        model, state, val = fold_step(model, state)
    return float(jnp.mean((jax.vmap(model)(x_va)[:, 0] - y_va) ** 2))
