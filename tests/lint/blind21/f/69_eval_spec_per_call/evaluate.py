from functools import partial

import jax
import jax.numpy as jnp

from specs import EvalSpec


@partial(jax.jit, static_argnums=(3, 4))
def success_rate(params, starts, goals, apply_fn, spec):
    def body(pos, _):
        a = apply_fn(params, jnp.concatenate([pos, goals], -1))
        return pos + spec.action_scale * a, None

    final, _ = jax.lax.scan(body, starts, None, length=spec.horizon)
    return jnp.mean(jnp.linalg.norm(final - goals, axis=-1) < spec.success_radius)


def evaluate(params, apply_fn, starts, goals):
    spec = EvalSpec(horizon=20, action_scale=0.1, success_radius=0.3)
    return float(success_rate(params, starts, goals, apply_fn, spec))
