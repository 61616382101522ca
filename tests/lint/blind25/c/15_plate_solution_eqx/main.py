import equinox as eqx
import jax.numpy as jnp
import optax

from catalog import matched_stars
from wcs import LinearPlate

opt = optax.adam(1e-3)


@eqx.filter_jit
def plate_step(plate, state, xy, radec):
    def resid(p):
        return jnp.mean(((p(xy) - radec) * 3600.0) ** 2)
    loss, g = eqx.filter_value_and_grad(resid)(plate)
    upd, state = opt.update(g, state)
    return eqx.apply_updates(plate, upd), state, loss


def solve_field(field, steps=200):
    xy, radec = matched_stars(field)
    plate = LinearPlate.initial()
    state = opt.init(eqx.filter(plate, eqx.is_array))
    for _ in range(steps):
        plate, state, loss = plate_step(plate, state, xy, radec)
    return plate, float(jnp.sqrt(loss))


def main():
    for field in range(5):
        plate, rms = solve_field(field)
        rot = float(jnp.degrees(jnp.arctan2(plate.cd[1, 0], plate.cd[0, 0])))
        print(f"field {field}: rotation={rot:.3f} deg rms={rms * 1000:.1f} mas")


if __name__ == "__main__":
    main()
