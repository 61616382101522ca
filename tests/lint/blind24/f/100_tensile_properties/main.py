import jax
import jax.numpy as jnp

from loader import GRID, on_grid, tensile_tests

GRID_J = jnp.asarray(GRID, jnp.float32)


@jax.jit
def tensile_properties(sig):
    i_max = jnp.argmax(sig)
    rm = sig[i_max]
    agt = GRID_J[i_max]
    # 0.2 % offset proof stress via the elastic line E = 200 GPa
    offset_line = 200e3 * (GRID_J - 0.002)
    rp02 = jnp.max(jnp.where(offset_line >= sig, sig, 0.0))
    toughness = jnp.trapezoid(sig, GRID_J)
    return rp02, rm, agt, toughness


def main():
    for name, eps, sig in tensile_tests():
        rp, rm, agt, u = tensile_properties(on_grid(eps, sig))
        print(f"{name}: Rp0.2 {float(rp):.0f} MPa, Rm {float(rm):.0f} MPa, Agt {100 * float(agt):.1f} %, "
              f"Rm/Re {float(rm) / float(rp):.2f}, U {float(u):.1f} MJ/m3")


if __name__ == "__main__":
    main()
