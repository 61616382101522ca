import jax
import jax.numpy as jnp
import numpy as np

from records import JumpTrial


@jax.jit
def reactive_strength(trial):
    f = trial.force
    on = f < 0.1 * trial.body_weight
    flight = jnp.sum(on) / trial.fs
    ttt = jnp.argmax(on) / trial.fs
    return 9.81 * flight ** 2 / 8 / jnp.maximum(ttt, 1e-3)


rng = np.random.default_rng(43)
log = {}
for athlete in ["GK1", "DF4", "MF8"]:
    for trial_no in range(1, 4):
        bw = rng.uniform(650, 900)
        f = np.full(1500, bw) + rng.normal(0, 8, 1500)
        start = int(rng.integers(700, 850))
        f[start:start + 500] = rng.normal(0, 3, 500)
        f[start - 300:start] += bw * np.sin(np.linspace(0, np.pi, 300))
        tr = JumpTrial(jnp.asarray(f, jnp.float32), jnp.float32(bw), jnp.int32(trial_no))
        log[(athlete, trial_no)] = float(reactive_strength(tr))
print({k: round(v, 3) for k, v in log.items()})
