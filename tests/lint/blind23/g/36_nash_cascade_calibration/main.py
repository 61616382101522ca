import jax
import jax.numpy as jnp
import numpy as np
import optax


def nash_cascade(params, rain):
    n_res, k = 3, jnp.exp(params["log_k"])

    def step(states, r):
        inflow = r
        new = []
        for i in range(n_res):
            s = states[i] + inflow
            inflow = k * s
            new.append(s - inflow)
        return jnp.stack(new), inflow

    return jax.lax.scan(step, jnp.zeros(n_res), rain)[1]


opt = optax.inject_hyperparams(optax.adam)(learning_rate=0.1)


@jax.jit
def calib_update(params, state, rain, q_obs, lr):
    state.hyperparams["learning_rate"] = lr
    loss, g = jax.value_and_grad(lambda p: jnp.mean((nash_cascade(p, rain) - q_obs) ** 2))(params)
    u, state = opt.update(g, state)
    return optax.apply_updates(params, u), state, loss


def main():
    rng = np.random.default_rng(2)
    rain = jnp.asarray(rng.gamma(0.6, 5.0, 120).astype(np.float32))
    q_obs = nash_cascade({"log_k": jnp.log(0.3)}, rain)
    params = {"log_k": jnp.float32(np.log(0.8))}
    state = opt.init(params)
    for it in range(12):
        lr = 0.1 / (1 + 0.5 * (it // 3))
        params, state, loss = calib_update(params, state, rain, q_obs, lr)
    print(f"k = {float(jnp.exp(params['log_k'])):.4f}, loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
