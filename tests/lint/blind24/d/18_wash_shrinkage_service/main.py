import jax.numpy as jnp
import numpy as np

from service import care_label_check, nightly_report

rng = np.random.default_rng(2)
coef = {"fibre": jnp.array([3.5, 0.4, 5.0, 1.2]), "heat": jnp.float32(0.06)}
mix = rng.dirichlet(np.ones(4), size=16).astype(np.float32)
temps = rng.choice([30.0, 40.0, 60.0], 16).astype(np.float32)

report = nightly_report(coef, mix, temps)
print("catalogue mean shrinkage %", float(report.mean()))
for t in (30, 40, 60):
    s = care_label_check(coef, mix, t)
    print(f"{t}C max shrinkage {float(s.max()):.2f}%")
report = nightly_report(coef, mix, temps)
print("rerun", float(report.mean()))
