import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(3)
daily_trimp = jnp.asarray(rng.gamma(2.0, 40.0, size=120).astype(np.float32))


@jax.jit
def banister_performance(load, p0, k1, k2, tau1, tau2):
    def body(carry, w):
        fit, fat = carry
        fit = fit * jnp.exp(-1.0 / tau1) + w
        fat = fat * jnp.exp(-1.0 / tau2) + w
        return (fit, fat), p0 + k1 * fit - k2 * fat
    _, perf = jax.lax.scan(body, (0.0, 0.0), load)
    return perf


# coach-supplied fitness/fatigue gain grid
k1_grid = [1, 1.5, 2]
k2_grid = [2, 2.5, 3]

best = None
for k1 in k1_grid:
    for k2 in k2_grid:
        perf = banister_performance(daily_trimp, 400.0, k1, k2, 42.0, 7.0)
        score = float(perf[-14:].mean())
        if best is None or score > best[0]:
            best = (score, k1, k2)
print("best taper response", best)
