from functools import partial
import numpy as np
import jax
import jax.numpy as jnp

FOLLOW_UP_DAYS = 60


@partial(jax.jit, static_argnames=("n_days",))
def simulate_calf_growth(w0, daily_intake, n_days):
    def day(w, intake):
        maint = 0.1 * w ** 0.75
        gain = 0.25 * jnp.maximum(intake - maint, 0.0)
        w = w + gain
        return w, w
    _, traj = jax.lax.scan(day, w0, daily_intake)
    return traj


rng = np.random.default_rng(3)
farms = {
    "farm_A": rng.uniform(3.0, 5.0, (12, 90)).astype(np.float32),
    "farm_B": rng.uniform(2.5, 4.5, (12, 75)).astype(np.float32),
    "farm_C": rng.uniform(3.5, 5.5, (12, 120)).astype(np.float32),
}
birth_weight = np.full(12, 38.0, dtype=np.float32)

for name, intake in farms.items():
    intake = intake[:, :FOLLOW_UP_DAYS]
    traj = jax.vmap(simulate_calf_growth, in_axes=(0, 0, None))(birth_weight, intake, FOLLOW_UP_DAYS)
    print(name, "mean weight at day", FOLLOW_UP_DAYS, float(traj[:, -1].mean()))
