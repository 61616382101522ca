import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import AttentionPoolRegressor

tx = optax.adam(1e-3)


@functools.partial(jax.jit, static_argnums=0)
def train_step(model, params, opt_state, feats, mask, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, feats, mask) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def temperature_at(step, t0=2.0, t1=0.5, n=6):
    return t0 + (t1 - t0) * step / (n - 1)


def main():
    rng = np.random.default_rng(0)
    feats = jnp.asarray(rng.normal(size=(16, 10, 8)), jnp.float32)
    mask = jnp.asarray(rng.random((16, 10)) < 0.8)
    y = jnp.asarray(rng.normal(size=16), jnp.float32)
    params = AttentionPoolRegressor().init(jax.random.PRNGKey(0), feats, mask)
    opt_state = tx.init(params)
    for step in range(6):
        model = AttentionPoolRegressor(temperature=temperature_at(step))
        params, opt_state, loss = train_step(model, params, opt_state, feats, mask, y)
        print(step, model.temperature, float(loss))


if __name__ == "__main__":
    main()
