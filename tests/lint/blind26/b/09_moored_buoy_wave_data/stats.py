import jax
import jax.numpy as jnp


@jax.jit
def sea_state_summary(msg):
    w = msg.get("qc", jnp.ones_like(msg["wave_height"]))
    hs = msg["wave_height"]
    n = jnp.sum(w)
    mean_hs = jnp.sum(w * hs) / n
    h_third = jnp.sort(jnp.where(w > 0, hs, -jnp.inf))[-16:].mean()
    wind = jnp.sum(w * msg["wind_speed"]) / n
    return {"mean_hs": mean_hs, "h_third": h_third, "wind": wind}
