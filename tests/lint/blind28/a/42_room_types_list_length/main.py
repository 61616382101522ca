import jax
import jax.numpy as jnp
import numpy as np

from portfolio import HOTELS, room_type_arrays


@jax.jit
def monthly_revpar(room_types):
    revenue = sum(rt[0] * rt[1] for rt in room_types)
    rooms = sum(rt[2] for rt in room_types)
    return jnp.mean(revenue / rooms)


def main():
    rng = np.random.default_rng(0)
    for month in range(3):
        for hotel in HOTELS:
            r = monthly_revpar(room_type_arrays(hotel, rng))
            print(month, hotel, round(float(r), 2))


if __name__ == "__main__":
    main()
