import jax
import jax.numpy as jnp

from io_utils import read_site_a, read_site_b


@jax.jit
def nca_summary(t, c):
    auc = jnp.trapezoid(c, t)
    lz = -jnp.polyfit(t[-3:], jnp.log(c[-3:]), 1)[0]
    auc_inf = auc + c[-1] / lz
    cmax = c.max()
    tmax = t[jnp.argmax(c)]
    return {"auc_inf": auc_inf, "cmax": cmax, "tmax": tmax, "half_life": jnp.log(2.0) / lz}


def main():
    for site, reader in [("A", read_site_a), ("B", read_site_b), ("A-repeat", read_site_a)]:
        t, c = reader()
        res = nca_summary(t, c)
        print(site, t.dtype, {k: round(float(v), 3) for k, v in res.items()})


if __name__ == "__main__":
    main()
