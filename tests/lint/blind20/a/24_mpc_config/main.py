import jax.numpy as jnp
import numpy as np

from config import settings_for
from mpc import bicycle, solve


def reference_path(state, horizon, dt):
    s = np.arange(1, horizon + 1) * dt * 10.0
    return jnp.asarray(np.stack([state[0] + s, np.full(horizon, 1.0)], -1), jnp.float32)


def main():
    state = jnp.array([0.0, 0.0, 0.0, 10.0])
    ctrls = jnp.zeros((12, 2))
    for tick in range(6):
        cfg = settings_for("highway" if tick < 3 else "urban")
        ref = reference_path(np.asarray(state), cfg.horizon, cfg.dt)
        ctrls = solve(state, ref, ctrls, cfg=cfg)
        state = bicycle(state, ctrls[0], cfg)
        ctrls = jnp.concatenate([ctrls[1:], ctrls[-1:]], 0)
        print(tick, np.round(np.asarray(state), 2))


if __name__ == "__main__":
    main()
