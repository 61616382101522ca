import jax
import jax.numpy as jnp

from fieldbook import FIELD_VISITS


@jax.jit
def weir_discharge(head_m, crest_width, cd):
    h = head_m * 1.0
    return cd * crest_width * jnp.sqrt(2 * 9.81) * h ** 1.5 * 2.0 / 3.0


def main():
    for weir, readings in FIELD_VISITS.items():
        q = weir_discharge(jnp.asarray(readings), 2.5, 0.62)
        print(f"{weir}: mean discharge {float(q.mean()):.3f} m3/s")


if __name__ == "__main__":
    main()
