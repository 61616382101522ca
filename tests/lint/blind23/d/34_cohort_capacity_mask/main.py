import jax
import jax.numpy as jnp

from roster import SectionRoster


@jax.jit
def section_quiz(key, ability, enrolled, difficulty):
    p = jax.nn.sigmoid(ability[:, None] - difficulty[None, :])
    answers = jax.random.bernoulli(key, p).astype(jnp.float32)
    scores = answers.mean(axis=1)
    m = enrolled.astype(jnp.float32)
    mean = jnp.sum(scores * m) / jnp.maximum(m.sum(), 1.0)
    return scores, mean


difficulty = jnp.linspace(-1.5, 1.5, 10)
roster = SectionRoster(seats=48)
key = jax.random.PRNGKey(0)
for week, new in enumerate([30, 5, 3, 0, 4, 2]):
    roster.enroll(new)
    key, sub = jax.random.split(key)
    scores, mean = section_quiz(sub, roster.ability, roster.enrolled, difficulty)
    print(f"week {week}: n={roster.count} mean score {float(mean):.2f}")
