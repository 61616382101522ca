from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("scenario",))
def rollout(key, predators, prey, policy_w, scenario, steps=20):
    def body(carry, k):
        pred, py = carry
        rel = py[None, :] - pred
        obs = jnp.concatenate([rel, pred], axis=-1)
        heading = jnp.tanh(obs @ policy_w)
        pred = jnp.clip(pred + scenario.predator_speed * heading, 0.0, scenario.arena_size)
        away = jnp.mean(py[None, :] - pred, axis=0)
        noise = 0.5 * jax.random.normal(k, (2,))
        py = jnp.clip(py + scenario.prey_speed * (away / (jnp.linalg.norm(away) + 1e-6) + noise),
                      0.0, scenario.arena_size)
        dist = jnp.linalg.norm(py[None, :] - pred, axis=-1)
        return (pred, py), jnp.any(dist < scenario.capture_radius)

    _, captured = jax.lax.scan(body, (predators, prey), jax.random.split(key, steps))
    return jnp.any(captured), jnp.argmax(captured)
