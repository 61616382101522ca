import jax
import jax.numpy as jnp
import numpy as np

from params_io import DEFAULTS, load_fitted


@jax.jit
def impulse_response(p, loads):
    days = jnp.arange(loads.shape[0])
    lag = days[:, None] - days[None, :]
    w_fit = jnp.where(lag > 0, jnp.exp(-lag / p["tau_fit"]), 0.0)
    w_fat = jnp.where(lag > 0, jnp.exp(-lag / p["tau_fat"]), 0.0)
    return p["k_fit"] * (w_fit @ loads) - p["k_fat"] * (w_fat @ loads)


rng = np.random.default_rng(54)
loads = rng.gamma(2.0, 40.0, 56).astype(np.float32)
fitted = {
    "swimmer_1": '{"tau_fat": 6, "k_fit": 1.2, "tau_fit": 38, "k_fat": 2.4}',
    "swimmer_2": '{"k_fit": 0.9, "k_fat": 1.8, "tau_fit": 45.0, "tau_fat": 8.0}',
}
print("default", round(float(impulse_response(DEFAULTS, loads)[-7:].mean()), 1))
for name, txt in fitted.items():
    print(name, round(float(impulse_response(load_fitted(txt), loads)[-7:].mean()), 1))
