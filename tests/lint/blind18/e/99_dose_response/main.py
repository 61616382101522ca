import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import DoseResponse

opt = optax.adam(1e-2)


@eqx.filter_jit
def fit(model, dose, y):
    params, static = eqx.partition(model, eqx.is_array)
    opt_state = opt.init(params)

    def loss_fn(p):
        return jnp.mean((eqx.combine(p, static)(dose) - y) ** 2)

    def body(carry, _):
        p, s = carry
        loss, g = jax.value_and_grad(loss_fn)(p)
        updates, s = opt.update(g, s)
        return (optax.apply_updates(p, updates), s), loss

    (params, _), losses = jax.lax.scan(body, (params, opt_state), None, length=100)
    return eqx.combine(params, static), losses[-1]


def main():
    rng = np.random.default_rng(0)
    n = 80
    dose = jnp.asarray(rng.uniform(0, 3, size=n), dtype=jnp.float32)
    y = jnp.asarray(1 / (1 + np.exp(-3 * (np.asarray(dose) - 1.5))) + rng.normal(0, 0.1, size=n), dtype=jnp.float32)
    grid = jnp.linspace(0, 3, 7)
    curves = []
    for b in range(4):
        idx = rng.integers(0, n, size=n)
        model = DoseResponse(jax.random.PRNGKey(b))
        model, loss = fit(model, dose[idx], y[idx])
        curves.append(np.asarray(model(grid)))
    print("bootstrap band width at grid:", np.round(np.std(curves, axis=0), 3))


if __name__ == "__main__":
    main()
