from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax


def tank(params, rain):
    k = jax.nn.sigmoid(params["k"])

    def step(s, r):
        s = s + r
        q = k * s
        return s - q, q

    return jax.lax.scan(step, 0.0, rain)[1]


@partial(jax.jit, static_argnums=(0,))
def tank_update(optimizer, params, opt_state, rain, q_obs):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((tank(p, rain) - q_obs) ** 2))(params)
    u, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


def main():
    rng = np.random.default_rng(4)
    rain = jnp.asarray(rng.gamma(0.6, 5.0, 150).astype(np.float32))
    q_obs = tank({"k": jnp.float32(-1.2)}, rain)
    params = {"k": jnp.float32(1.0)}
    opt_state = optax.sgd(0.5).init(params)
    for epoch in range(4):
        optimizer = optax.sgd(0.5 * 0.8 ** epoch)
        for _ in range(5):
            params, opt_state, loss = tank_update(optimizer, params, opt_state, rain, q_obs)
        print(f"epoch {epoch}: loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
