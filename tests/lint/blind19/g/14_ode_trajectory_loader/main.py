import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import damped_oscillator, iterate_batches

opt = optax.adam(3e-3)


def field(params, y):
    h = jnp.tanh(y @ params["w1"] + params["b1"])
    return h @ params["w2"]


def rollout(params, y0, dt, n_steps):
    def body(y, _):
        k1 = field(params, y)
        k2 = field(params, y + 0.5 * dt * k1)
        k3 = field(params, y + 0.5 * dt * k2)
        k4 = field(params, y + dt * k3)
        y = y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        return y, y[..., 0]

    _, xs = jax.lax.scan(body, y0, None, length=n_steps)
    return jnp.concatenate([y0[None, ..., 0], xs], 0).T


@jax.jit
def fit_batch(params, opt_state, y0, obs):
    def loss(p):
        pred = rollout(p, y0, 4.0 / 19, 19)
        return jnp.mean((pred - obs) ** 2)

    val, g = jax.value_and_grad(loss)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, val


def main():
    ts, y0, obs = damped_oscillator(n_traj=50, n_obs=20)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (2, 32)) * 0.3, "b1": jnp.zeros(32),
              "w2": jax.random.normal(k2, (32, 2)) * 0.3}
    opt_state = opt.init(params)
    rng = np.random.default_rng(1)
    for epoch in range(3):
        for yb, ob in iterate_batches(y0, obs, batch_size=16, rng=rng):
            params, opt_state, val = fit_batch(params, opt_state, yb, ob)
        print(epoch, float(val))


if __name__ == "__main__":
    main()
