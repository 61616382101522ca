import jax.numpy as jnp
import numpy as np

from analysis import rsi_modified
from records import JumpTrial

rng = np.random.default_rng(43)
for athlete in ["GK1", "DF4", "MF8"]:
    for trial_no in range(1, 4):
        bw = rng.uniform(650, 900)
        f = np.full(1500, bw) + rng.normal(0, 8, 1500)
        start = int(rng.integers(700, 850))
        f[start:start + 500] = rng.normal(0, 3, 500)
        f[start - 300:start] += bw * np.sin(np.linspace(0, np.pi, 300))
        tr = JumpTrial(jnp.asarray(f, jnp.float32), jnp.float32(bw), athlete, trial_no)
        rsi, pk = rsi_modified(tr)
        print(athlete, trial_no, "RSImod", round(float(rsi), 3))
