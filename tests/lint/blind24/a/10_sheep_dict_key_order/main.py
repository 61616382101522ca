import csv
import io
import numpy as np
import jax
import jax.numpy as jnp

# two flock recording systems export the same fields in different column orders
EXPORT_A = "fec,weight,famacha\n" + "\n".join(f"{300 + 40*i},{45 + i},{2 + i % 3}" for i in range(20))
EXPORT_B = "famacha,fec,weight\n" + "\n".join(f"{1 + i % 4},{250 + 55*i},{50 - i * 0.5}" for i in range(20))


def read_flock(text):
    rows = list(csv.DictReader(io.StringIO(text)))
    return {k: np.array([float(r[k]) for r in rows], np.float32) for k in rows[0]}


@jax.jit
def parasite_index(flock):
    log_fec = jnp.log1p(flock["fec"])
    return 0.5 * log_fec / 7.0 + 0.3 * flock["famacha"] / 5.0 - 0.2 * flock["weight"] / 60.0


for name, text in [("flock A", EXPORT_A), ("flock B", EXPORT_B), ("flock A rerun", EXPORT_A)]:
    flock = read_flock(text)
    print(name, list(flock), float(parasite_index(flock).mean()))
