import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import plateau_decay

opt = optax.inject_hyperparams(optax.adam)(learning_rate=0.05)


def simulate(params, rain):
    k = jax.nn.sigmoid(params["k"])

    def step(s, r):
        s = s + r
        q = k * s
        return s - q, q

    return jax.lax.scan(step, 0.0, rain)[1]


@jax.jit
def calibration_epoch(params, state, rain, q_obs):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((simulate(p, rain) - q_obs) ** 2))(params)
    u, state = opt.update(g, state)
    return optax.apply_updates(params, u), state, loss


def main():
    rng = np.random.default_rng(4)
    rain = jnp.asarray(rng.gamma(0.6, 5.0, 150).astype(np.float32))
    q_obs = simulate({"k": jnp.float32(-1.2)}, rain)
    params = {"k": jnp.float32(1.0)}
    state = opt.init(params)
    for epoch in range(10):
        state = plateau_decay(state, epoch)
        params, state, loss = calibration_epoch(params, state, rain, q_obs)
    print(f"k = {float(jax.nn.sigmoid(params['k'])):.4f}, loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
