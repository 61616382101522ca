import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import SlopeMLP, scaled_tanh

opt = optax.adam(2e-3)


def ode_loss(model, x):
    du = jax.vmap(jax.grad(model))(x)
    u = jax.vmap(model)(x)
    r = du + 2.0 * u - jnp.cos(4.0 * x)
    return jnp.mean(r ** 2) + (model(jnp.zeros(())) - 1.0) ** 2


@eqx.filter_jit
def step(model, opt_state, x):
    val, g = eqx.filter_value_and_grad(ode_loss)(model, x)
    upd, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, upd), opt_state, val


def main():
    key = jax.random.PRNGKey(0)
    model = SlopeMLP(key, scaled_tanh(1.0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    x = jnp.linspace(0.0, 2.0, 64)
    for epoch in range(5):
        slope = 1.0 + 0.5 * epoch
        model = eqx.tree_at(lambda m: m.activation, model, scaled_tanh(slope))
        for _ in range(2):
            model, opt_state, val = step(model, opt_state, x)
        print(epoch, slope, float(val))


if __name__ == "__main__":
    main()
