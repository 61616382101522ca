from functools import partial

import jax
import jax.numpy as jnp

from config import SimConfig, Plan


@partial(jax.jit, static_argnames=("cfg",))
def advance(state, feed, duration, cfg):
    dt = duration / cfg.substeps

    def body(st, _):
        x, s, v = st
        mu = cfg.mu_max * s / (cfg.ks + s)
        dil = feed / v
        new = st + dt * jnp.stack([mu * x - dil * x, -mu * x / cfg.yxs + dil * (cfg.feed_conc - s), feed])
        return new.at[1].set(jnp.maximum(new[1], 0.0)), None

    state, _ = jax.lax.scan(body, state, None, length=cfg.substeps)
    return state


def main():
    cfg = SimConfig()
    plan = Plan()
    state = jnp.array([0.5, 20.0, 2.0])
    for hours, feed in zip(plan.durations_h, plan.feed_rates):
        state = advance(state, jnp.float32(feed), jnp.float32(hours), cfg=cfg)
        print(f"after {hours:4.1f} h: X={float(state[0]):.2f} S={float(state[1]):.2f}")


if __name__ == "__main__":
    main()
