import jax
import jax.numpy as jnp

from loader import make_csv, load_lot, load_lot_compact


@jax.jit
def must_index(rows):
    brix, ph, ta, yan = rows.T
    potential_abv = brix * 0.59
    balance = ta / (ph - 2.0)
    nitrogen_need = jnp.clip(250.0 - yan, 0.0) * (brix / 23.0)
    return jnp.stack([potential_abv.mean(), balance.mean(), nitrogen_need.max()])


def main():
    for lot in range(6):
        buf = make_csv(25, seed=lot)
        rows = load_lot(buf) if lot % 2 == 0 else load_lot_compact(buf)
        abv, bal, need = (float(v) for v in must_index(rows))
        print(f"lot {lot} ({rows.dtype}): ABV {abv:.2f}%, balance {bal:.2f}, YAN add {need:.0f} mg/L")


if __name__ == "__main__":
    main()
