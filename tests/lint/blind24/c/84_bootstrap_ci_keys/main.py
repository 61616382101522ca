import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def bootstrap_attrition_rate(key, left, weights):
    idx = jax.random.randint(key, (left.shape[0],), 0, left.shape[0])
    return (left[idx] * weights[idx]).sum() / weights[idx].sum()


rng = np.random.default_rng(0)
left = (rng.random(500) < 0.14).astype(np.float32)
weights = rng.choice([0.5, 1.0], size=500).astype(np.float32)
draws = []
for b in range(40):
    draws.append(float(bootstrap_attrition_rate(jax.random.PRNGKey(b), left, weights)))
lo, hi = np.percentile(draws, [2.5, 97.5])
print(f"attrition {left.mean():.3f} 95% CI [{lo:.3f}, {hi:.3f}]")
