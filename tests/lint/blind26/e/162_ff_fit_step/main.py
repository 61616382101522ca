import jax
import jax.numpy as jnp
import numpy as np
import optax

rng = np.random.default_rng(87)
days = np.arange(60, dtype=np.float32)
loads = rng.gamma(2.0, 40.0, 60).astype(np.float32)
perf = (500 + 0.08 * np.convolve(loads, np.exp(-days / 40.0))[:60]
        - 0.15 * np.convolve(loads, np.exp(-days / 8.0))[:60]).astype(np.float32)

tx = optax.adam(0.05)


def model(p, loads):
    lag = days[:, None] - days[None, :]
    fit = jnp.where(lag > 0, jnp.exp(-lag / p["tau_fit"]), 0.0) @ loads
    fat = jnp.where(lag > 0, jnp.exp(-lag / p["tau_fat"]), 0.0) @ loads
    return p["p0"] + p["k_fit"] * fit - p["k_fat"] * fat


@jax.jit
def ff_fit_step(p, opt_state, loads, perf):
    l, g = jax.value_and_grad(lambda p: jnp.mean((model(p, loads) - perf) ** 2))(p)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(p, u), opt_state, l


params = {"p0": 500.0, "k_fit": 0.1, "k_fat": 0.1, "tau_fit": 35.0, "tau_fat": 10.0}
opt_state = tx.init(params)
for it in range(40):
    params, opt_state, l = ff_fit_step(params, opt_state, loads, perf)
print({k: round(float(v), 3) for k, v in params.items()}, float(l))
