import jax
import jax.numpy as jnp

from traffic import wim_records

SPAN = 32.0


@jax.jit
def max_midspan_moment(axle_pos, axle_loads):
    """Move the axle group across a simply supported span; influence line of midspan moment."""
    front = jnp.linspace(0.0, SPAN + axle_pos[-1], 400)
    x = front[:, None] - axle_pos[None, :]
    il = jnp.where((x >= 0) & (x <= SPAN), jnp.where(x <= SPAN / 2, x / 2, (SPAN - x) / 2), 0.0)
    return jnp.max(il @ axle_loads)


def main():
    for cls, pos, loads in wim_records():
        m = float(max_midspan_moment(pos, loads))
        print(f"{cls:13s} GVW {float(loads.sum()):6.1f} kN -> max midspan moment {m:7.1f} kNm")


if __name__ == "__main__":
    main()
