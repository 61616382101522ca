import jax
import jax.numpy as jnp

from loader import AssayTable


@jax.jit
def cu_equivalent(cu_ppm, mo_ppm):
    cu_price, mo_price = 8.9, 44.0
    rec_cu, rec_mo = 0.88, 0.65
    cueq = cu_ppm / 1e4 + mo_ppm / 1e4 * (mo_price * rec_mo) / (cu_price * rec_cu)
    return jnp.mean(cueq), jnp.percentile(cueq, 90)


def main():
    for lab, (cu, mo) in enumerate(AssayTable()):
        mean, p90 = cu_equivalent(cu, mo)
        print(f"lab batch {lab}: CuEq mean {float(mean):.3f}% p90 {float(p90):.3f}%")


if __name__ == "__main__":
    main()
