import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import BurgersPINN, with_viscosity

tx = optax.adam(1e-3)


@eqx.filter_jit
def step(model, opt_state, xs, ts):
    def loss(m):
        r = jax.vmap(m.residual)(xs, ts)
        u0 = jax.vmap(m.u)(xs, jnp.zeros_like(xs))
        return jnp.mean(r ** 2) + jnp.mean((u0 + jnp.sin(jnp.pi * xs)) ** 2)

    val, grads = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = tx.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, val


def main():
    key = jax.random.PRNGKey(0)
    model = BurgersPINN(nu=0.1, key=key)
    opt_state = tx.init(eqx.filter(model, eqx.is_array))
    rng = np.random.default_rng(0)
    schedule = np.geomspace(0.1, 0.01, num=5)
    for nu in schedule:
        model = with_viscosity(model, float(nu))
        for _ in range(2):
            xs = jnp.asarray(rng.uniform(-1, 1, 48), dtype=jnp.float32)
            ts = jnp.asarray(rng.uniform(0, 1, 48), dtype=jnp.float32)
            model, opt_state, val = step(model, opt_state, xs, ts)
        print(f"nu={nu:.4f} loss={float(val):.4e}")


if __name__ == "__main__":
    main()
