import jax
import jax.numpy as jnp


@jax.jit
def rollout(key, predators, prey, policy_w, scenario):
    def body(carry, k):
        pred, py = carry
        obs = jnp.concatenate([py[None, :] - pred, pred], axis=-1)
        pred = jnp.clip(pred + scenario.predator_speed * jnp.tanh(obs @ policy_w), 0.0, scenario.arena_size)
        away = jnp.mean(py[None, :] - pred, axis=0)
        step = away / (jnp.linalg.norm(away) + 1e-6) + 0.5 * jax.random.normal(k, (2,))
        py = jnp.clip(py + scenario.prey_speed * step, 0.0, scenario.arena_size)
        return (pred, py), jnp.any(jnp.linalg.norm(py[None, :] - pred, axis=-1) < scenario.capture_radius)

    _, captured = jax.lax.scan(body, (predators, prey), jax.random.split(key, 20))
    return jnp.any(captured), jnp.argmax(captured)
