import jax
import jax.numpy as jnp


@jax.jit
def tank_summary(m):
    drop = m["density"][0] - m["density"][-1]
    rate = -jnp.polyfit(jnp.arange(m["density"].shape[0], dtype=jnp.float32), m["density"], 1)[0]
    out = {"density_drop": drop, "rate_per_reading": rate, "mean_temp": m["temp"].mean()}
    if "free_so2" in m:
        out["so2_min"] = m["free_so2"].min()
    return out
