import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def elo_refit(ability, difficulty, item_ids, outcomes, k):
    """Replay a student's full history to get a smoothed ability estimate."""
    def step(theta, inp):
        item, y = inp
        p = jax.nn.sigmoid(theta - difficulty[item])
        return theta + k * (y - p), p
    theta, _ = jax.lax.scan(step, ability, (item_ids, outcomes))
    return theta


rng = np.random.default_rng(2)
difficulty = jnp.asarray(rng.normal(size=40), jnp.float32)
history_items, history_out = [], []
theta = jnp.float32(0.0)
for t in range(12):
    item = int(rng.integers(0, 40))
    y = float(rng.random() < jax.nn.sigmoid(0.5 - difficulty[item]))
    history_items.append(item)
    history_out.append(y)
    theta = elo_refit(jnp.float32(0.0), difficulty,
                      jnp.asarray(history_items, jnp.int32), jnp.asarray(history_out, jnp.float32), 0.4)
    print(f"after {t + 1} answers: ability {float(theta):+.2f}")
