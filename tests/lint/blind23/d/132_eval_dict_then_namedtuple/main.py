import jax
import jax.numpy as jnp
import numpy as np

from data import weekly_quiz, final_exam


@jax.jit
def readiness_accuracy(w, batch):
    x, y = (batch["x"], batch["y"]) if isinstance(batch, dict) else (batch.x, batch.y)
    return jnp.mean(((x @ w) > 0) == (y > 0.5))


rng = np.random.default_rng(0)
w = jnp.asarray(rng.normal(size=8), jnp.float32).at[0].set(3.0)
for week in range(4):
    print(f"week {week} quiz accuracy {float(readiness_accuracy(w, weekly_quiz(rng))):.3f}")
print(f"final exam accuracy {float(readiness_accuracy(w, final_exam(rng))):.3f}")
