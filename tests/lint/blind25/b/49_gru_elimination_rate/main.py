import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx
import optax

from data import irregular_series, to_batch


class ElimRateEncoder(eqx.Module):
    cell: eqx.nn.GRUCell
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.cell = eqx.nn.GRUCell(2, 16, key=k1)
        self.head = eqx.nn.Linear(16, 1, key=k2)

    def __call__(self, x, m):
        def step(h, inp):
            xi, mi = inp
            h_new = self.cell(xi, h)
            return jnp.where(mi > 0, h_new, h), None
        h, _ = jax.lax.scan(step, jnp.zeros(16), (x, m))
        return self.head(h)[0]


tx = optax.adam(5e-3)


@eqx.filter_jit
def encoder_step(model, opt_state, x, m, y):
    def loss_fn(mdl):
        pred = jax.vmap(mdl)(x, m)
        return jnp.mean((pred - jnp.log(y)) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = tx.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    series = irregular_series(96)
    model = ElimRateEncoder(jax.random.PRNGKey(0))
    opt_state = tx.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        for s in range(0, len(series), 16):
            x, m, y = to_batch(series[s:s + 16])
            model, opt_state, loss = encoder_step(model, opt_state, x, m, y)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
