import numpy as np
import jax.numpy as jnp
from normalize import lobanov

# Lobanov-normalise F1/F2/F3 measurements token by token as they are read from a measurement log
rng = np.random.default_rng(124)
log = [{"speaker": s, "vowel": v, "F1": float(rng.normal(500, 80)), "F2": float(rng.normal(1500, 300)),
        "F3": float(rng.normal(2500, 200))} for s in ("f01", "m02") for v in "aeiou"]
stats = {}
for spk in ("f01", "m02"):
    arr = np.array([[t["F1"], t["F2"], t["F3"]] for t in log if t["speaker"] == spk], np.float32)
    stats[spk] = (arr.mean(0), arr.std(0))
for tok in log:
    mean, sd = stats[tok["speaker"]]
    z = lobanov(jnp.array([tok["F1"], tok["F2"], tok["F3"]]), mean, sd)
    print(tok["speaker"], tok["vowel"], np.round(np.asarray(z), 2))
