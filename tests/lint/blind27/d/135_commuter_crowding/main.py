import jax
import jax.numpy as jnp
import numpy as np

PEAK_HOURS = (7, 8, 17, 18)


@jax.jit
def crowding(boardings, capacity, is_peak):
    def peak(b):
        return jnp.clip(b * 1.15 / capacity, 0.0, 2.0)

    def offpeak(b):
        return jnp.clip(b / capacity, 0.0, 2.0)
    load = jax.lax.cond(is_peak, peak, offpeak, boardings)
    return load.max(), (load > 1.0).sum()


def main():
    rng = np.random.default_rng(0)
    cap = np.float32(900.0)
    for hour in range(5, 23):
        b = rng.poisson(1000 if hour in PEAK_HOURS else 450, 8).astype(np.float32)
        worst, over = crowding(b, cap, hour in PEAK_HOURS)
        print(f"{hour:02d}h load {float(worst):.2f} overcrowded trains {int(over)}")


if __name__ == "__main__":
    main()
