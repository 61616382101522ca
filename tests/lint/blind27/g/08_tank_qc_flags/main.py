import numpy as np
import jax
import jax.numpy as jnp

FIELDS = ("density", "temp", "free_so2", "ph")


def load_tank(rows):
    m = {}
    for f in FIELDS:
        m[f] = np.array([r.get(f, np.nan) for r in rows], np.float32)
    return m


@jax.jit
def qc_flags(m):
    so2 = m["free_so2"]
    so2_low = jnp.nanmin(so2) < 20.0
    ph_high = jnp.nanmax(m["ph"]) > 3.8
    stuck = (m["density"][-6:].max() - m["density"][-6:].min()) < 5e-4
    hot = m["temp"].max() > 30.0
    return jnp.stack([so2_low, ph_high, stuck, hot])


def simulate_rows(k, rng, n=30):
    rows = []
    for i in range(n):
        r = {"density": 1.095 - 0.0025 * min(i, 20) + rng.normal(0, 5e-5),
             "temp": 22 + 0.2 * i * (k % 2) + rng.normal(0, 0.3)}
        if k != 2:
            r["free_so2"] = 35 - 0.6 * i
        if i % 4 == 0:
            r["ph"] = 3.4 + 0.02 * k
        rows.append(r)
    return rows


def main():
    rng = np.random.default_rng(7)
    names = ["so2_low", "ph_high", "stuck", "hot"]
    for k in range(6):
        flags = np.asarray(qc_flags(load_tank(simulate_rows(k, rng))))
        print(f"tank {k}:", [n for n, f in zip(names, flags) if f])


if __name__ == "__main__":
    main()
