import jax
import jax.numpy as jnp
import numpy as np


def read_sessions(n=8, seed=4):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        has_strap = rng.random() < 0.6
        hr = rng.normal(150, 15, size=600).astype(np.float32) if has_strap else np.zeros(600, np.float32)
        out.append({
            "speed": rng.gamma(2.0, 1.5, size=600).astype(np.float32),
            "accel": rng.normal(0, 1.2, size=600).astype(np.float32),
            "heart_rate": hr,
            "hr_valid": np.float32(has_strap),
        })
    return out


@jax.jit
def session_load(session):
    speed = session["speed"]
    hsr = jnp.sum(jnp.where(speed > 5.5, speed, 0.0)) * 0.1
    pl = jnp.sum(jnp.abs(session["accel"])) * 0.01
    hr = session["heart_rate"]
    trimp = jnp.sum(0.1 * (hr - 60) / 130 * jnp.exp(1.92 * (hr - 60) / 130)) / 60
    return {"hsr_m": hsr, "player_load": pl, "trimp": trimp * session["hr_valid"]}


for i, s in enumerate(read_sessions()):
    m = session_load(s)
    print(i, {k: round(float(v), 2) for k, v in m.items()})
