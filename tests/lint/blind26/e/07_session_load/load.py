import jax
import jax.numpy as jnp


@jax.jit
def session_load(session):
    speed = session["speed"]
    hsr = jnp.sum(jnp.where(speed > 5.5, speed, 0.0)) * 0.1
    pl = jnp.sum(jnp.abs(session["accel"])) * 0.01
    out = {"hsr_m": hsr, "player_load": pl}
    if "heart_rate" in session:
        hr = session["heart_rate"]
        out["trimp"] = jnp.sum(0.1 * (hr - 60) / 130 * jnp.exp(1.92 * (hr - 60) / 130)) / 60
    return out
