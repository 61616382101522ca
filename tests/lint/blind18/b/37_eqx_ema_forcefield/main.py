import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from ema import EMA


class RadialNet(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(8, 1, 32, 2, activation=jax.nn.silu, key=key)

    def __call__(self, r):
        centers = jnp.linspace(0.8, 4.0, 8)
        return self.mlp(jnp.exp(-2.0 * (r - centers) ** 2))[0]


def loss_fn(model, r, e):
    pred = jax.vmap(model)(r)
    return jnp.mean((pred - e) ** 2)


optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, ema, opt_state, r, e):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, r, e)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_inexact_array))
    model = eqx.apply_updates(model, updates)
    ema = ema.update(model)
    return model, ema, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    r = jnp.asarray(rng.uniform(0.9, 4.0, 64), jnp.float32)
    e = 0.3 * (jnp.exp(-2 * (r - 1.2)) - 2 * jnp.exp(-(r - 1.2)))
    model = RadialNet(jax.random.PRNGKey(0))
    ema = EMA.create(model)
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
    for step in range(6):
        model, ema, opt_state, loss = train_step(model, ema, opt_state, r, e)
    print(float(loss), float(loss_fn(ema.shadow, r, e)))


if __name__ == "__main__":
    main()
