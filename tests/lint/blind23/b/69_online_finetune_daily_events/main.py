import jax.numpy as jnp

from catalog import new_events_per_day
from update import ml_calibration_step, opt


def main():
    coef = jnp.array([1.0, 1.5, 0.0])
    opt_state = opt.init(coef)
    for day, feats, mag in new_events_per_day():
        for _ in range(10):
            coef, opt_state, l = ml_calibration_step(coef, opt_state, jnp.asarray(feats), jnp.asarray(mag))
        print(day, len(mag), float(l), [round(float(c), 3) for c in coef])


if __name__ == "__main__":
    main()
