import jax
import jax.numpy as jnp

from geology import DENSITY_TABLE, ROCKS, stope_blocks


@jax.jit
def stope_tonnage(vol, zn_pct, rock_code, density_table):
    tonnes = vol * density_table[rock_code]
    return jnp.sum(tonnes), jnp.sum(tonnes * zn_pct / 100)


def main():
    table = jnp.asarray(DENSITY_TABLE)
    for stope, code, vol, grade in stope_blocks():
        t, zn = stope_tonnage(vol, grade, code, table)
        print(f"stope {stope} ({ROCKS[int(code)]}): {float(t) / 1e3:.1f} kt, {float(zn):.0f} t Zn")


if __name__ == "__main__":
    main()
